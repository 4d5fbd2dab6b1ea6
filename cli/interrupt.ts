import { EXIT } from './exitCodes'

/**
 * Ctrl-C during an export or an input run: the first one asks the run to stop after `what` is
 * done (so what was written is whole and a resume token exact); a second one quits at once.
 */
export interface Interrupt {
  requested(): boolean
  dispose(): void
}

export function watchInterrupt(stderr: NodeJS.WritableStream, what: string): Interrupt {
  let requested = false
  const onSignal = () => {
    if (requested) process.exit(EXIT.interrupted)
    requested = true
    stderr.write(`\nStopping after ${what} (Ctrl-C again to quit at once)\n`)
  }
  process.on('SIGINT', onSignal)
  return { requested: () => requested, dispose: () => process.off('SIGINT', onSignal) }
}
