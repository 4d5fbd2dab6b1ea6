import { expect, it } from 'vitest'

// The guard of strictThrows.ts (a setup file of every test file): a thrown or rejected `undefined`
// or `null` matches no expected message, error class or pattern.
const throwing = (value: unknown) => () => {
  throw value
}

it.each([undefined, null])(
  'fails toThrow and toThrowError with a message, a pattern or a class when %s is thrown',
  (value) => {
    for (const expected of ['[S0005] viem is not installed', /S0005/, TypeError])
      for (const assertion of [
        () => expect(throwing(value)).toThrow(expected),
        () => expect(throwing(value)).toThrowError(expected),
      ])
        expect(assertion).toThrow(/threw (undefined|null), which is no error|expected error to be instance/)
  },
)

it.each([undefined, null])('fails rejects.toThrow when a promise rejects with %s', async (value) => {
  await expect(expect(Promise.reject(value)).rejects.toThrow('[S0005]')).rejects.toThrow(
    `threw ${String(value)}, which is no error`,
  )
})

it('passes what threw an error with the message, and .not.toThrow for what did not throw', async () => {
  expect(throwing(new Error('[S0005] viem is not installed'))).toThrow('[S0005]')
  await expect(Promise.reject(new TypeError('bad'))).rejects.toThrow(TypeError)
  expect(() => 1).not.toThrow()
  expect(throwing(undefined)).toThrow()
})
