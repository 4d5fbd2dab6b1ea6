export { isRecord, keepUnknown, keepUnknownWire, mapList, type WireRecord } from './mapValues'
export { resolveUnion } from './resolveUnion'
