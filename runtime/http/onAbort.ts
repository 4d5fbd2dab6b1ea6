/**
 * One 'abort' listener per signal, shared by everything that waits on it: a signal a caller
 * reuses across many concurrent calls would otherwise collect a listener per call (and Node warns
 * past ten). Returns the function that stops watching.
 */
const watchers = new WeakMap<AbortSignal, Set<() => void>>()

export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let callbacks = watchers.get(signal)
  if (!callbacks) {
    const watching = new Set<() => void>()
    callbacks = watching
    watchers.set(signal, watching)
    signal.addEventListener(
      'abort',
      () => {
        watchers.delete(signal)
        for (const notify of watching) notify()
      },
      { once: true },
    )
  }
  callbacks.add(callback)
  const registered = callbacks
  return () => {
    registered.delete(callback)
  }
}
