// `toThrow` and `toThrowError` fail when what was thrown, or what a promise rejected with, is
// `undefined` or `null`: Vitest passes `expect(() => { throw undefined }).toThrow('[S0005] …')`
// (vitest-dev/vitest#7260), so an error factory that returned nothing would pass every test of its
// message. Such a value reaches the matcher as an Error that names it, which no expected message
// or class matches. A setup file: it runs before every test file (vitest.config.ts).
import { chai } from 'vitest'

const { flag, overwriteMethod } = chai.util

/** What stands in for a thrown `undefined` or `null`. */
const nothingThrown = (value: null | undefined): Error =>
  new Error(`threw ${String(value)}, which is no error`)

/** Set once the matchers are wrapped: files that share a worker's modules run this file each. */
const WRAPPED = Symbol.for('w3data.strictThrows')
const prototype = chai.Assertion.prototype as object & { [WRAPPED]?: true }

if (!prototype[WRAPPED]) {
  for (const name of ['toThrow', 'toThrowError'])
    overwriteMethod(
      prototype,
      name,
      (original: (...args: unknown[]) => unknown) =>
        function (this: object, ...args: unknown[]) {
          const object: unknown = flag(this, 'object')
          if (flag(this, 'promise') === 'rejects') {
            if (object === undefined || object === null) flag(this, 'object', nothingThrown(object))
          } else if (typeof object === 'function') {
            flag(this, 'object', () => {
              try {
                return object()
              } catch (error) {
                throw error ?? nothingThrown(error as null | undefined)
              }
            })
          }
          return original.apply(this, args)
        },
    )
  prototype[WRAPPED] = true
}
