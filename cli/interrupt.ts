/**
 * Ctrl-C during an export: the first one asks the run to stop after the current page (so what
 * was written is whole and the resume token exact); a second one quits at once.
 */
export interface Interrupt {
  requested(): boolean
  dispose(): void
}

export function watchInterrupt(stderr: NodeJS.WritableStream, exitCode: number): Interrupt {
  let requested = false
  const onSignal = () => {
    if (requested) process.exit(exitCode)
    requested = true
    stderr.write('\nStopping after the current page (Ctrl-C again to quit at once)\n')
  }
  process.on('SIGINT', onSignal)
  return { requested: () => requested, dispose: () => process.off('SIGINT', onSignal) }
}
