import { setImmediate as nextTask } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// The flag is read when a context is made: a new one hands out `gc`.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** Collects garbage and lets finalizers run (in a later task), `rounds` times or until `until()` holds. */
export async function collectGarbage({
  until = () => false,
  rounds = 50,
}: {
  until?: () => boolean
  rounds?: number
}): Promise<void> {
  for (let round = 0; round < rounds && !until(); round++) {
    gc()
    await nextTask()
  }
}
