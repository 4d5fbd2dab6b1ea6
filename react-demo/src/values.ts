/** How result values are told apart and shown. */

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Objects and arrays open up; everything else (BigNumber, Date included) is one value. */
export const isBranch = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || isPlainObject(value)

/** A leaf as text: strings as they are, BigNumber and Date through their own toString/toISOString. */
export function leafText(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return 'undefined'
  if (typeof value === 'object' && value !== null && !isBranch(value)) return String(value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}
