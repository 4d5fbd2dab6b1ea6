import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeBlocks, copyRepository } from '../support/repositoryCopy'

const run = promisify(execFile)
const README = readFileSync(join(import.meta.dirname, '../../spec/README.md'), 'utf8')
const [tagYaml = '', operationYaml = '', problemsText = ''] = codeBlocks(
  README,
  'Add an operation in five minutes',
)

/** What a user's script sees after the walkthrough, run in the copy as a user would run it. */
const CHECK = `
import { createClient } from './entries/index'
import { getChainStats } from './entries/evm'
import { evmGetChainStatsQueryOptions, useEvmGetChainStats } from './entries/react'
import { catalogues } from './entries/catalogue'
import { createMockServer, MOCK_API_KEY } from './entries/mock'

const mock = await createMockServer()
const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
const viaClient = await client.evm.getChainStats({ toBlock: 21000000 })
const viaFunction = await getChainStats(client, {})
const entry = catalogues.find((api) => api.api === 'evm')?.operations.find((operation) => operation.id === 'getChainStats')
console.log(JSON.stringify({
  viaClient,
  viaFunction,
  requests: mock.requests.map((request) => request.url),
  queryKey: evmGetChainStatsQueryOptions(client, {}).queryKey.length > 0,
  hook: typeof useEvmGetChainStats,
  entry: entry && { path: entry.path, tag: entry.tag },
}))
await mock.close()
`

describe('spec/README.md, "Add an operation in five minutes", on a copy of the repository', () => {
  let copy = ''
  /** A script of the copy run as `make` runs it (node with tsx's loader). */
  const inCopy = (script: string) => run(process.execPath, ['--import', 'tsx', script], { cwd: copy })

  beforeAll(() => {
    copy = copyRepository()
    const index = join(copy, 'spec/evm/index.yaml')
    writeFileSync(index, readFileSync(index, 'utf8').replace(/^tags:\n/m, `tags:\n${tagYaml}`))
    writeFileSync(join(copy, 'spec/evm/chain.yaml'), operationYaml)
  })

  it('generates and lints clean', async () => {
    const generated = await inCopy('generator/cli.ts')
    expect(generated.stdout).toMatch(/^generated \d+ files into generated/)
    expect((await inCopy('generator/lint/cli.ts')).stdout.trim()).toBe('catalogue lint: no problems')
  }, 60_000)

  it("is a difference from the provider's documents until it is settled there, as step 4 says", async () => {
    const drift = (await inCopy('generator/drift/cli.ts').then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | undefined
    expect(drift?.code).toBe(1)
    expect(drift?.stderr).toContain('getChainStats (GET /chain/stats): operation: only in the catalogue')
    expect(README).toContain(
      'make spec-drift`\n   and commit `spec/`, `reference/` and `generated/` together',
    )
  }, 60_000)

  it('offers the operation on the client, as a free function, as a hook and in the catalogue; the mock serves it', async () => {
    writeFileSync(join(copy, 'walkthrough-check.ts'), CHECK)
    const { stdout } = await inCopy('walkthrough-check.ts')
    const seen = JSON.parse(stdout) as Record<string, unknown>
    expect(seen.viaClient).toEqual({ totalBlocks: expect.any(String), totalTransactions: expect.any(String) })
    expect(seen.viaFunction).toEqual({
      totalBlocks: expect.any(String),
      totalTransactions: expect.any(String),
    })
    expect(seen.requests).toEqual([
      '/evm/chain/stats?chain=0x1&to_block=21000000',
      '/evm/chain/stats?chain=0x1',
    ])
    expect(seen).toMatchObject({
      queryKey: true,
      hook: 'function',
      entry: { path: '/chain/stats', tag: 'Chain' },
    })
  }, 60_000)

  it('reports the mistakes the walkthrough shows, as it shows them', async () => {
    const broken = operationYaml
      .replace('x-w3data-bearer', 'x-w3data-bearr')
      .replace("chainStats'", "chainStat'")
    writeFileSync(join(copy, 'spec/evm/chain.yaml'), broken)
    const failure = (await inCopy('generator/cli.ts').then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | undefined
    expect(failure?.code).toBe(1)
    expect(failure?.stderr.trim()).toBe(problemsText.trim())
  }, 60_000)
})
