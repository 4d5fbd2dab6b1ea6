// Number objects of other libraries (ethers' or the provider SDK's BigNumber, bn.js, big.js), read
// as the SDK read an amount: by the object's own `toString()`.

/**
 * The text of an object that writes itself as a number, or undefined: a plain object or a list
 * (whose text is never a number the caller meant), or one whose `toString` fails.
 *
 * @example numberLikeText({ toString: () => '42' }) // '42'
 */
export function numberLikeText(value: object): string | undefined {
  if (Array.isArray(value)) return undefined
  try {
    const write = (value as { toString?: unknown }).toString
    if (typeof write !== 'function' || write === Object.prototype.toString) return undefined
    const text: unknown = write.call(value)
    return typeof text === 'string' ? text : undefined
  } catch {
    return undefined
  }
}
