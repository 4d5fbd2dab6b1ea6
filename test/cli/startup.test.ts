// What the built command compiles before it answers, counted from V8's list of compiled scripts
// (not timed): Papa Parse and the compute-unit budget are loaded by the runs that use them, so a
// call writing JSON starts without either (each was about a tenth of the command's start-up).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireBuild, runCli } from './support'

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const folder = mkdtempSync(join(tmpdir(), 'w3data-startup-'))
const hook = join(folder, 'compiled.mjs')
const listed = join(folder, 'compiled.json')

// Preloaded (--import): at exit, writes the paths of every script compiled in the process.
writeFileSync(
  hook,
  `import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
process.on('exit', () => {
  const urls = []
  const session = new Session()
  session.connect()
  session.on('Debugger.scriptParsed', ({ params }) => urls.push(params.url))
  session.post('Debugger.enable')
  session.disconnect()
  writeFileSync(${JSON.stringify(listed)}, JSON.stringify(urls))
})
`,
)

/** What a run of the command compiled: Papa Parse, the budget's entry. */
async function compiledBy(args: readonly string[]): Promise<{ papaParse: boolean; budget: boolean }> {
  const run = await runCli(args, { env: { NODE_OPTIONS: `--import ${hook}` } })
  expect(run.code).toBe(0)
  const urls = JSON.parse(readFileSync(listed, 'utf8')) as string[]
  return {
    papaParse: urls.some((url) => url.includes('/node_modules/papaparse/')),
    budget: urls.some((url) => /\/dist\/budget\.js$/.test(url)),
  }
}

beforeAll(requireBuild)

describe('the command compiles', () => {
  it('neither Papa Parse nor the budget for a call that writes JSON', async () => {
    expect(await compiledBy(['evm', 'getNativeBalance', '--address', WALLET, '--mock'])).toEqual({
      papaParse: false,
      budget: false,
    })
  })

  it('both for an export to CSV under --cu-per-second', async () => {
    const args = ['evm', 'getWalletNFTs', '--address', WALLET, '--all', '--max-items', '3', '--format', 'csv']
    expect(await compiledBy([...args, '--cu-per-second', '1000', '--mock'])).toEqual({
      papaParse: true,
      budget: true,
    })
  })
})
