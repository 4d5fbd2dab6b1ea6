import { CoreErrorCode, W3DataError } from '../errors/index'
import { encodeComponent } from './query'

const PLACEHOLDER = /\{([^}]+)\}/g
// RFC 3986 `pchar` characters that encodeURIComponent escapes but a path segment may hold as
// they are: sub-delims (! $ & ' ( ) * + , ; =), `:` and `@`. Of these, encodeURIComponent leaves
// ! ' ( ) * alone already.
const SEGMENT_SAFE = /%(24|26|2B|2C|3B|3D|3A|40)/g

/**
 * A value as one RFC 3986 path segment: `pchar` characters stay as they are
 * (`0x1::aptos_coin::AptosCoin`), everything else is percent-encoded (`/ ? # %`, space, non-ASCII),
 * so a value can neither add a segment nor end the path.
 */
export function encodePathSegment(text: string): string {
  const encoded = encodeComponent(text)
  return encoded.includes('%') ? encoded.replace(SEGMENT_SAFE, (pchar) => decodeURIComponent(pchar)) : encoded
}

/** Each template split once into text and placeholder names: [text, name, text, …, text]. */
const templates = new Map<string, readonly string[]>()
function partsOf(template: string): readonly string[] {
  let parts = templates.get(template)
  if (!parts) {
    parts = template.split(PLACEHOLDER)
    templates.set(template, parts)
  }
  return parts
}

/**
 * Fills `{name}` placeholders of a path template with values encoded as path segments. A missing value is
 * `Param {name} is required`; a segment that would climb (`.`, `..`) or an object is rejected.
 */
export function buildPath(
  template: string,
  values: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
): string {
  const parts = partsOf(template)
  let path = parts[0] as string
  for (let index = 1; index < parts.length; index += 2)
    path += segment(parts[index] as string, values, names) + parts[index + 1]
  return path
}

function segment(
  wireName: string,
  values: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
): string {
  const name = names[wireName] ?? wireName
  const value = values[name]
  if (value === undefined || value === null || value === '') {
    throw new W3DataError({ code: CoreErrorCode.INVALID_ARGUMENT, message: `Param ${name} is required` })
  }
  if (typeof value === 'object') {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Param ${name} must be a string or number`,
    })
  }
  const text = String(value)
  if (text === '.' || text === '..') {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Param ${name} may not be "${text}"`,
    })
  }
  return encodePathSegment(text)
}
