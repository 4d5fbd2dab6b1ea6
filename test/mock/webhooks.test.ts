import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { decodeLogs, verifySignature } from 'w3data/streams'

const SECRET = 'streams-secret-0123456789'
let mock: MockServer
let receiver: Server
let url: string
const received: { body: string; signature: string | undefined }[] = []

beforeAll(async () => {
  mock = await createMockServer({ seed: 3 })
  // A webhook receiver as a user would write one: keep the raw bytes, verify them.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const signature = request.headers['x-signature'] as string | undefined
      received.push({ body, signature })
      try {
        verifySignature({ body, signature, secret: SECRET })
        response.writeHead(200).end()
      } catch {
        response.writeHead(401).end()
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`
})

afterAll(async () => {
  await mock.close()
  await new Promise((resolve) => receiver.close(resolve))
})

describe('mock webhook deliveries', () => {
  it('sends a signed EVM delivery that the receiver verifies', async () => {
    const sent = await mock.sendWebhook({ url, secret: SECRET })
    expect(sent.status).toBe(200)
    const last = received.at(-1)
    expect(last?.body).toBe(sent.body)
    expect(last?.signature).toBe(sent.signature)
    const delivery = JSON.parse(sent.body) as Record<string, unknown>
    expect(delivery).toHaveProperty('streamId')
    expect(delivery).toHaveProperty('block')
    expect(Array.isArray(delivery.logs)).toBe(true)
  })

  it('sends EVM deliveries whose logs its own abi decodes', async () => {
    for (const index of [0, 1, 2]) {
      const sent = await mock.sendWebhook({ url, secret: SECRET, index })
      const delivery = JSON.parse(sent.body) as { logs: unknown[] }
      const { decoded, skipped } = await decodeLogs(delivery)
      expect(skipped).toEqual([])
      expect(decoded).toHaveLength(delivery.logs.length)
      for (const { eventName, args } of decoded) {
        expect(eventName).toBe('Transfer')
        expect(args).toEqual({ from: expect.any(String), to: expect.any(String), value: expect.any(BigInt) })
      }
    }
  })

  it('is refused by a receiver holding another secret', async () => {
    const sent = await mock.sendWebhook({ url, secret: 'another-secret-0123456789' })
    expect(sent.status).toBe(401)
  })

  it('generates the same bytes for the same index, other bytes for another', async () => {
    const a = await mock.sendWebhook({ url, secret: SECRET, index: 1 })
    const b = await mock.sendWebhook({ url, secret: SECRET, index: 1 })
    const c = await mock.sendWebhook({ url, secret: SECRET, index: 2 })
    expect(a.body).toBe(b.body)
    expect(c.body).not.toBe(a.body)
  })

  it('sends Aptos deliveries and bodies of your own, which decode end to end', async () => {
    expect((await mock.sendWebhook({ url, secret: SECRET, kind: 'aptos' })).status).toBe(200)
    const transfer = {
      abi: [
        {
          type: 'event',
          name: 'Transfer',
          inputs: [
            { indexed: true, name: 'from', type: 'address' },
            { indexed: true, name: 'to', type: 'address' },
            { indexed: false, name: 'value', type: 'uint256' },
          ],
        },
      ],
      logs: [
        {
          logIndex: '0',
          transactionHash: `0x${'1'.repeat(64)}`,
          address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
          data: `0x${'0'.repeat(62)}2a`,
          topic0: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          topic1: `0x${'0'.repeat(24)}${'a'.repeat(40)}`,
          topic2: `0x${'0'.repeat(24)}${'b'.repeat(40)}`,
          topic3: null,
        },
      ],
    }
    const sent = await mock.sendWebhook({ url, secret: SECRET, body: transfer })
    expect(sent.status).toBe(200)
    const { decoded } = await decodeLogs(JSON.parse(sent.body))
    expect(decoded[0]?.args).toMatchObject({ value: 42n })
  })

  it('delivers to this machine only', async () => {
    await expect(mock.sendWebhook({ url: 'http://example.com/hook', secret: SECRET })).rejects.toThrow(
      'webhooks go to http URLs on this machine only, not http://example.com',
    )
  })

  it('says where a delivery went when nothing listens there, without the query', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const failure = await mock
      .sendWebhook({ url: `http://127.0.0.1:${port}/hook?token=t0ps3cret`, secret: SECRET })
      .catch((error: unknown) => error as Error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe(
      `the webhook could not be delivered to http://127.0.0.1:${port}/hook: ECONNREFUSED`,
    )
  })
})
