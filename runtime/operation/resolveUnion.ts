import { CoreErrorCode, W3DataError } from '../errors/index'
import { isRecord, keepUnknown, keepUnknownWire, type Missing, type WireRecord } from './mapperHelpers'

/** A member's mapper; it is handed the value as that member's wire type. */
type Mapper<T> = (value: never) => T
type Shapes<T> = readonly (readonly [keys: readonly string[], map: Mapper<T>])[]

/**
 * A member of a tagged union that the catalogue does not know (yet): the provider adds kinds of
 * transactions over time. It keeps its tag and every field, renamed as known members are. An item
 * sent with no tag, or one that is not text, is kept the same way, its tag field as it came.
 */
export type UnknownMember<TTag extends string = 'type'> = { readonly [K in TTag]?: unknown } & {
  readonly [field: string]: unknown
}

const NONE: ReadonlySet<string> = new Set()

/**
 * Picks the member of a tagged union that a value belongs to: by its tag value, else by the keys
 * that identify a member with no tag. In a tagged union, a value no member takes is an
 * {@link UnknownMember} (its keys renamed towards `direction`); in an untagged one, a value that
 * matches nothing is an error naming the union and the keys found. From the wire the result is
 * the union the caller returns.
 */
export function resolveUnion<T, K extends string, N = never>(
  union: string,
  value: WireRecord | Missing<N>,
  tag: K,
  byTag: Readonly<Record<string, Mapper<NoInfer<T>>>>,
  byShape: Shapes<NoInfer<T>>,
): T | UnknownMember<K> | Missing<N>
export function resolveUnion<T, N = never>(
  union: string,
  value: WireRecord | Missing<N>,
  tag: undefined,
  byTag: Readonly<Record<string, never>>,
  byShape: Shapes<NoInfer<T>>,
): T | Missing<N>
/** Towards the wire (request bodies): the value is whatever the caller gave. */
export function resolveUnion(
  union: string,
  value: unknown,
  tag: string | undefined,
  byTag: Readonly<Record<string, Mapper<unknown>>>,
  byShape: Shapes<unknown>,
  direction: 'wire',
): unknown
export function resolveUnion(
  union: string,
  value: unknown,
  tag: string | undefined,
  byTag: Readonly<Record<string, Mapper<unknown>>>,
  byShape: Shapes<unknown>,
  direction: 'sdk' | 'wire' = 'sdk',
): unknown {
  if (!isRecord(value)) return value
  const tagValue = tag === undefined ? undefined : value[tag]
  if (typeof tagValue === 'string' && Object.hasOwn(byTag, tagValue))
    return (byTag[tagValue] as Mapper<unknown>)(value as never)
  for (const [keys, map] of byShape) {
    if (keys.every((key) => key in value)) return map(value as never)
  }
  // A tagged union's value that no member takes is kept, whatever its tag (even none): one odd
  // item must not fail the page it came in.
  if (tag !== undefined)
    return direction === 'sdk' ? keepUnknown(value, {}, NONE) : keepUnknownWire(value, {}, NONE)
  throw new W3DataError({
    code: CoreErrorCode.INVALID_DATA,
    message: `Cannot resolve ${union}: no member matches type ${JSON.stringify(tagValue ?? null)} with keys ${Object.keys(value).join(', ') || '(none)'}`,
    details: { union, type: tagValue, keys: Object.keys(value) },
  })
}
