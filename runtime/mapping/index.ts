export { isRecord, keepUnknown, keepUnknownWire, mapList, type WireRecord } from './mapValues'
export { resolveUnion, type UnknownMember } from './resolveUnion'
