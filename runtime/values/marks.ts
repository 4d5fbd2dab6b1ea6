// Marks on value objects, so that code which never loads a value's class (and the library it
// needs) can still recognise its objects.

/** Sets `mark` on `object`, not enumerable. */
export function setMark(object: object, mark: symbol, value: unknown): void {
  Object.defineProperty(object, mark, { value })
}

/** True when `value` is an object carrying `mark`. */
export function isMarked(value: unknown, mark: symbol): value is Record<symbol, unknown> {
  return typeof value === 'object' && value !== null && mark in value
}
