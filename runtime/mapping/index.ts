export {
  isRecord,
  keepUnknown,
  keepUnknownWire,
  type Missing,
  mapList,
  type WireRecord,
} from './mapValues'
export { resolveUnion, type UnknownMember } from './resolveUnion'
