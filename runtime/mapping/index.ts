export {
  defineMapper,
  isRecord,
  keepUnknown,
  keepUnknownWire,
  mapList,
  type Nullish,
  type WireMapper,
  type WireRecord,
} from './mapValues'
export { resolveUnion, type UnknownMember } from './resolveUnion'
