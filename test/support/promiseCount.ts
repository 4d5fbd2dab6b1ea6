import { createHook } from 'node:async_hooks'

/**
 * Promises created while `call` runs the second time: the first run loads what loads lazily (ky,
 * an operation's checks), so the count is the call's own, ky's and fetch's included.
 */
export async function promisesOf(call: () => Promise<unknown>): Promise<number> {
  await call()
  let promises = 0
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') promises++
    },
  })
  hook.enable()
  try {
    await call()
  } finally {
    hook.disable()
  }
  return promises
}
