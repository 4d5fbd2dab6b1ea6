/** Runs `stop` once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(what: string, stop: () => Promise<void>): void {
  let stopping = false
  const handle = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping ${what}`)
    await stop()
    process.exit(0)
  }
  process.once('SIGINT', handle)
  process.once('SIGTERM', handle)
}
