import { CoreErrorCode, W3DataError } from '../errors/index'
import { encodeComponent } from './query'

const PLACEHOLDER = /\{([^}]+)\}/g

/**
 * Fills `{name}` placeholders of a path template with URI-encoded values. A missing value is
 * `Param {name} is required`; a segment that would climb (`.`, `..`) or an object is rejected.
 */
export function buildPath(
  template: string,
  values: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
): string {
  return template.replace(PLACEHOLDER, (_, wireName: string) => {
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
    return encodeComponent(text)
  })
}
