import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

const tally = { passed: 0, failed: 0 }

/** Runs one named check, printing ✓ or ✗ with the reason; a failure does not stop the run. */
export async function check(name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now()
  try {
    await body()
    tally.passed++
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`)
  } catch (error) {
    failSetup(name, error)
  }
}

/** Counts a failure outside a check (setup, teardown). */
export function failSetup(name: string, error: unknown): void {
  tally.failed++
  console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message.split('\n').join('\n    ') : error}`)
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  expect(actual === expected, `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

/** Prints `N passed, M failed` and sets the exit code. */
export function report(): void {
  console.log(`${tally.passed} passed, ${tally.failed} failed`)
  process.exitCode = tally.failed > 0 ? 1 : 0
}

/** Ends the process when a run takes longer than `ms`: a hung browser must not hang CI. */
export function giveUpAfter(what: string, ms: number): NodeJS.Timeout {
  return setTimeout(() => {
    console.error(`${what}: gave up after ${ms / 1000} s`)
    process.exit(1)
  }, ms)
}
