import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { balance, getTokenMetadata, getTokenPrice } from 'w3data/solana'

const BASE = 'https://solana.test'
const API_KEY = 'test-key-0123456789'
const client = createClient({ apiKey: API_KEY, baseUrls: { solana: BASE }, retryDelay: 1 })
const WSOL = 'So11111111111111111111111111111111111111112'

afterEach(() => nock.cleanAll())

describe('Solana rules: validation and defaults', () => {
  it('a bad address is refused before sending', async () => {
    await expect(balance(client, { address: 'not-base58!' })).rejects.toThrow(
      '[C0005] Invalid Solana address provided: not-base58!',
    )
  })

  it('networks are mainnet or devnet', async () => {
    await expect(balance(client, { address: WSOL, network: 'testnet' as never })).rejects.toThrow(
      '[C0005] Solana network is not supported: testnet',
    )
  })

  it('the default network is mainnet, in the path; defaultSolanaNetwork changes it', async () => {
    const scope = nock(BASE)
      .get(`/account/mainnet/${WSOL}/balance`)
      .reply(200, { lamports: '1', solana: '0.000000001' })
      .get(`/account/devnet/${WSOL}/balance`)
      .reply(200, { lamports: '2', solana: '0.000000002' })
    await balance(client, { address: WSOL })
    await balance(client.withOptions({ defaultSolanaNetwork: 'devnet' }), { address: WSOL })
    expect(scope.isDone()).toBe(true)
  })

  it('token price is only available on mainnet', async () => {
    await expect(getTokenPrice(client, { address: WSOL, network: 'devnet' })).rejects.toThrow(
      '[C0005] Incorrect value for network, getTokenPrice is only available on mainnet',
    )
  })

  it('token price and token metadata send the Bearer header; balance does not', async () => {
    const auth: Record<string, string | undefined> = {}
    const record = (name: string) =>
      function (this: { req: { headers: Record<string, unknown> } }) {
        auth[name] = this.req.headers.authorization as string | undefined
        return [200, {}] as [number, object]
      }
    nock(BASE)
      .get(`/token/mainnet/${WSOL}/price`)
      .reply(record('price'))
      .get(`/token/mainnet/${WSOL}/metadata`)
      .reply(record('metadata'))
      .get(`/account/mainnet/${WSOL}/balance`)
      .reply(record('balance'))
    await getTokenPrice(client, { address: WSOL })
    await getTokenMetadata(client, { address: WSOL })
    await balance(client, { address: WSOL })
    expect(auth).toEqual({ price: `Bearer ${API_KEY}`, metadata: `Bearer ${API_KEY}`, balance: undefined })
  })
})
