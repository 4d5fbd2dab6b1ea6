import { CoreErrorCode, W3DataError } from '../errors/index'
import { isRecord } from './mapValues'

type Mapper = (value: never) => unknown

/**
 * Picks the member of a tagged union that a value belongs to: by its tag value, else by the keys
 * that identify a member with no tag. Nothing matching is an error naming the union, the keys
 * and the tag found.
 */
export function resolveUnion(
  union: string,
  value: unknown,
  tag: string | undefined,
  byTag: Readonly<Record<string, Mapper>>,
  byShape: readonly (readonly [keys: readonly string[], map: Mapper])[],
): unknown {
  if (!isRecord(value)) return value
  const tagValue = tag === undefined ? undefined : value[tag]
  if (typeof tagValue === 'string' && Object.hasOwn(byTag, tagValue))
    return (byTag[tagValue] as Mapper)(value as never)
  for (const [keys, map] of byShape) {
    if (keys.every((key) => key in value)) return map(value as never)
  }
  throw new W3DataError({
    code: CoreErrorCode.INVALID_DATA,
    message: `Cannot resolve ${union}: no member matches type ${JSON.stringify(tagValue ?? null)} with keys ${Object.keys(value).join(', ') || '(none)'}`,
    details: { union, type: tagValue, keys: Object.keys(value) },
  })
}
