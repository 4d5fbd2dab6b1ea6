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

/**
 * Takes two items of `items` (the first page's), then asks for the next, which waits on a page not
 * in yet: the first item must be collected meanwhile, as iteration holds one page at a time.
 * Returns the item the walk was waiting for, to be read once the page is let in.
 */
export async function expectWalkedPageCollected<T>(
  items: AsyncIterator<T>,
  expect: (collected: string[]) => void,
): Promise<{ next: Promise<IteratorResult<T>> }> {
  // Finalization tells, not a WeakRef: V8 keeps a WeakRef's target alive while the job that made it runs.
  const collected: string[] = []
  const registry = new FinalizationRegistry((name: string) => collected.push(name))
  // Taken in a function of its own, so that no frame of the caller holds the item.
  const watch = async () => registry.register((await items.next()).value as object, 'first item')
  await watch()
  await items.next()
  const next = items.next()
  await collectGarbage({ until: () => collected.length > 0 })
  expect(collected)
  return { next }
}
