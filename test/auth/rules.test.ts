import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { requestChallengeAptos, requestChallengeSolana, requestMessage, verify } from 'w3data/auth'

const BASE = 'https://auth.test'
const client = createClient({ apiKey: 'test-key-0123456789', baseUrls: { auth: BASE }, retryDelay: 1 })
const common = { domain: 'app.test', uri: 'https://app.test', timeout: 60 }
const evmRequest = { ...common, chainId: 'polygon', address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }
const APTOS_KEY = `0x${'ab'.repeat(32)}`

afterEach(() => nock.cleanAll())

function capture(path: string): { body?: Record<string, unknown> } {
  const seen: { body?: Record<string, unknown> } = {}
  nock(BASE)
    .post(path, (body) => {
      seen.body = body
      return true
    })
    .reply(201, { id: 'c', message: 'sign me', profileId: 'p' })
  return seen
}

describe('sign-in rules', () => {
  it('the network type is evm, solana or aptos (U0002)', async () => {
    await expect(requestMessage(client, { networkType: 'btc', ...evmRequest } as never)).rejects.toThrow(
      '[U0002] Incorrect networkType provided. Got btc, Valid values are: evm, solana, aptos',
    )
    await expect(verify(client, { message: 'm', signature: 's' } as never)).rejects.toThrow(
      '[U0002] Incorrect networkType provided. Got undefined, Valid values are: evm, solana, aptos',
    )
  })

  it('an EVM chainId in any form goes out as the decimal string, the address checksummed', async () => {
    const seen = capture('/challenge/request/evm')
    await requestMessage(client, { networkType: 'evm', ...evmRequest })
    expect(seen.body).toMatchObject({ chainId: '137', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
  })

  it('the Aptos request carries publicKey, on mainnet or testnet only', async () => {
    const seen = capture('/challenge/request/aptos')
    const aptos = { ...common, network: 'testnet' as const, address: '0x1', publicKey: APTOS_KEY }
    await requestChallengeAptos(client, aptos)
    expect(seen.body).toMatchObject({
      publicKey: APTOS_KEY,
      network: 'testnet',
      address: `0x${'0'.repeat(63)}1`,
    })
    await expect(requestChallengeAptos(client, { ...aptos, network: 'devnet' as never })).rejects.toThrow(
      '[C0005]',
    )
  })

  it('Solana sign-in networks are mainnet or devnet', async () => {
    const solana = {
      ...common,
      network: 'devnet' as const,
      address: 'So11111111111111111111111111111111111111112',
    }
    const seen = capture('/challenge/request/solana')
    await requestChallengeSolana(client, solana)
    expect(seen.body).toMatchObject({ network: 'devnet' })
    await expect(requestChallengeSolana(client, { ...solana, network: 'testnet' as never })).rejects.toThrow(
      '[C0005]',
    )
  })

  it('verify routes by network type', async () => {
    const seen = capture('/challenge/verify/solana')
    await verify(client, { networkType: 'solana', message: 'm', signature: 's' })
    expect(seen.body).toEqual({ message: 'm', signature: 's' })
  })
})
