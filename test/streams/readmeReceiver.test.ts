import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { codeBlocks } from '../support/repositoryCopy'

// README, "Webhooks": the receiver as written, in a process of its own (an unhandled rejection
// would end it), on a free port instead of 3000, its key the mock's.
const ROOT = resolve(import.meta.dirname, '../..')
const [receiverCode = ''] = codeBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'Webhooks')

let mock: MockServer
let receiver: ChildProcess
let url = ''
let output = ''

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

async function listening(target: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (receiver.exitCode !== null) throw new Error(`the receiver ended:\n${output}`)
    const answered = await fetch(target, { method: 'POST' }).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the receiver never listened:\n${output}`)
}

beforeAll(async () => {
  expect(receiverCode).toContain('.listen(3000)')
  const file = join(mkdtempSync(join(tmpdir(), 'w3data-receiver-')), 'receiver.ts')
  const port = await freePort()
  writeFileSync(file, receiverCode.replace('.listen(3000)', `.listen(${port})`))
  receiver = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, W3DATA_API_KEY: MOCK_API_KEY },
  })
  receiver.stdout?.on('data', (chunk) => (output += chunk))
  receiver.stderr?.on('data', (chunk) => (output += chunk))
  url = `http://127.0.0.1:${port}/hook`
  mock = await createMockServer({ seed: 5 })
  await listening(url)
}, 30_000)

afterAll(async () => {
  receiver?.kill()
  await mock?.close()
})

describe('README, "Webhooks": the receiver as written', () => {
  it('answers 200 to every verified delivery and goes on running', async () => {
    const evm = JSON.parse((await mock.sendWebhook({ url, secret: MOCK_API_KEY, index: 1 })).body) as object
    const testDelivery = { ...evm, logs: [], abi: [] } // what a new EVM stream sends first
    const statuses = [
      (await mock.sendWebhook({ url, secret: MOCK_API_KEY, index: 1 })).status,
      (await mock.sendWebhook({ url, secret: MOCK_API_KEY, body: testDelivery })).status,
      (await mock.sendWebhook({ url, secret: MOCK_API_KEY, kind: 'aptos' })).status,
      (await mock.sendWebhook({ url, secret: MOCK_API_KEY, body: { ...evm, abi: [] } })).status,
    ]
    expect(statuses).toEqual([200, 200, 200, 200])
    expect(receiver.exitCode).toBeNull()
    expect(output).toContain('Transfer')
    expect(output).toContain('0 decoded, 0 skipped')
    expect(output).toContain('[S0001] Cannot decode the logs. No abis found')
  })

  it('answers 401 to a delivery not signed with its key', async () => {
    expect((await mock.sendWebhook({ url, secret: 'another-secret-0123456789' })).status).toBe(401)
    expect(receiver.exitCode).toBeNull()
  })
})
