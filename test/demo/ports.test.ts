import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** `make demo` (react-demo/serve.ts) as run from a shell, with the given ports. */
function makeDemo(ports: { mock: number; demo: number }) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'react-demo/serve.ts'], {
    cwd: root,
    env: { ...process.env, W3DATA_MOCK_PORT: String(ports.mock), W3DATA_DEMO_PORT: String(ports.demo) },
    encoding: 'utf8',
    timeout: 30_000,
    killSignal: 'SIGKILL', // a demo that started after all would run until killed
  })
}

describe('make demo on a port already in use', () => {
  const holder = createServer()
  let busy = 0
  beforeAll(async () => {
    holder.listen(0, '127.0.0.1')
    await once(holder, 'listening')
    busy = (holder.address() as { port: number }).port
  })
  afterAll(() => void holder.close())

  it.each([
    ['the mock provider', 'W3DATA_MOCK_PORT', () => ({ mock: busy, demo: 0 })],
    ['the demo', 'W3DATA_DEMO_PORT', () => ({ mock: 0, demo: busy })],
  ])(
    'says in one line that %s cannot listen, and which variable moves it',
    (what, variable, ports) => {
      const run = makeDemo(ports())
      expect(run.signal).toBeNull()
      expect(run.status).toBe(1)
      expect(run.stderr.trim()).toBe(
        `w3data: port ${busy} (${what}) is already in use: stop what holds it, or set ${variable} to another port (0 picks a free one).`,
      )
    },
    60_000,
  )
})
