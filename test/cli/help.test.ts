import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { ROOT, requireBuild, runCli } from './support'

// Help and list are built from the catalogue when asked: every API, operation and parameter shows.
beforeAll(requireBuild)

describe('help and list', () => {
  it('top help names every API; an API’s help every operation', async () => {
    const top = await runCli(['--help'])
    expect(top.code).toBe(0)
    for (const catalogue of catalogues)
      expect(top.stdout).toContain(`${catalogue.title} (${catalogue.operations.length} operations)`)
    for (const catalogue of catalogues) {
      const api = await runCli([catalogue.api])
      expect(api.code).toBe(0)
      for (const operation of catalogue.operations)
        expect(api.stdout).toMatch(new RegExp(`\\s${operation.id}\\s`))
    }
  })

  it('list shows every operation; words filter it as the demo’s search does', async () => {
    const all = await runCli(['list'])
    const count = catalogues.reduce((sum, catalogue) => sum + catalogue.operations.length, 0)
    expect(all.stdout.split('\n').filter((line) => /^ {4}\S/.test(line))).toHaveLength(count)
    const some = await runCli(['list', 'solana', 'portfolio'])
    expect(some.stdout).toContain('getPortfolio')
    expect(some.stdout).not.toContain('getWalletNFTs')
  })

  it('an operation’s help and describe list every parameter as a flag, with the curl form', async () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')
    const operation = evm?.operations.find((entry) => entry.id === 'getWalletNFTs')
    const help = await runCli(['evm', 'getWalletNFTs', '--help'])
    const described = await runCli(['describe', 'evm', 'getWalletNFTs'])
    expect(help.code).toBe(0)
    expect(help.stdout.startsWith(described.stdout.trimEnd())).toBe(true)
    expect(help.stdout).toContain('--max-items <n>')
    for (const param of operation?.params ?? [])
      expect(described.stdout).toContain(
        param.name === 'format'
          ? '--param-format'
          : `--${param.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      )
    expect(described.stdout).toContain(
      "curl -X GET 'https://deep-index.moralis.io/api/v2.2/0xcb1c1fde09f811b294172696404e88e658659905/nft?chain=0x1'",
    )
    expect(described.stdout).toContain('Paging: by cursor (cursor)')
  })

  it('exits 2 on an unknown API, pointing at the help', async () => {
    const run = await runCli(['evn', 'getWalletNFTs'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'w3data: Unknown API: evn. Did you mean evm? The APIs are aptos, auth, evm, solana, streams\nRun w3data --help for help.\n',
    )
  })

  it("--version prints package.json's version, which the build took in", async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    const run = await runCli(['--version'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`${version}\n`)
  })
})
