import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { MOCK_API_KEY } from 'w3data/mock'
import { changesState } from '../src/effects'
import { SECRET_KEY, textOf } from './harness'

/** The bin as built by `make mcp-test` (root dist/ first, then mcp/dist/). */
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url))
const env = { PATH: process.env.PATH ?? '', W3DATA_API_KEY: SECRET_KEY }

describe('the built bin on stdio', () => {
  let client: Client
  let stderr = ''
  beforeAll(async () => {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run make mcp-test, which builds it`)
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, '--mock'],
      env,
      stderr: 'pipe',
    })
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    client = new Client({ name: 'w3data-mcp-stdio-test', version: '0.0.0' })
    await client.connect(transport)
  }, 60_000)
  afterAll(() => client.close())

  it('initializes and lists every read operation of the catalogue', async () => {
    const reads = catalogues.flatMap((catalogue) =>
      catalogue.operations.filter((operation) => !changesState(operation)),
    )
    const { tools } = await client.listTools()
    expect(client.getServerVersion()?.name).toBe('w3data-mcp')
    expect(tools).toHaveLength(reads.length)
  }, 120_000)

  it('answers a call from the embedded mock, and shows no key anywhere', async () => {
    const result = await client.callTool({
      name: 'solana_getNFTs',
      arguments: { address: 'So11111111111111111111111111111111111111112' },
    })
    expect(result.isError, textOf(result)).toBeFalsy()
    const everything = JSON.stringify(result) + stderr
    expect(everything).not.toContain(MOCK_API_KEY)
    expect(everything).not.toContain(SECRET_KEY)
    expect(stderr).toContain('w3data-mcp: ')
  })
})

describe('the built bin on the mock, when the client closes its stdin', () => {
  it('stops the mock and exits 0', () => {
    const run = spawnSync(process.execPath, [BIN, '--mock'], {
      env,
      encoding: 'utf8',
      input: '',
      timeout: 10_000,
      killSignal: 'SIGKILL', // SIGTERM would stop it gracefully, and hide a hang
    })
    expect(run.signal, 'still running after 10 s').toBeNull()
    expect(run.status).toBe(0)
  }, 30_000)

  it('answers what it read before, whole, even a tools/list far larger than a pipe holds', () => {
    const requests = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'piped', version: '0' },
        },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]
    const run = spawnSync(process.execPath, [BIN, '--mock'], {
      env,
      encoding: 'utf8',
      input: requests.map((request) => `${JSON.stringify(request)}\n`).join(''),
      maxBuffer: 64 * 1024 * 1024,
      timeout: 20_000,
      killSignal: 'SIGKILL',
    })
    expect(run.status).toBe(0)
    const answers = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number })
    expect(answers.map((answer) => answer.id)).toEqual([1, 2])
  }, 30_000)
})

describe('the built bin without a key', () => {
  it('says how to start and exits 1', () => {
    const run = spawnSync(process.execPath, [BIN], { env: { PATH: env.PATH }, encoding: 'utf8', input: '' })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      'w3data-mcp: W3DATA_API_KEY is not set: set it to your API key, or start with --mock.',
    )
  })
})
