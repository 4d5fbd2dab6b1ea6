// The types say what the runtime accepts. Parameters that take an address, a chain
// or a network in text also take the value objects the package exports; calls routed by
// `networkType` resolve to that network's result; the value types users meet in signatures are
// exported. The compiler checks the types (`make typecheck` covers test/); the calls run against
// the mock, so the runtime is held to the same promise.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import {
  AptosAddress,
  AptosNetwork,
  createClient,
  EvmAddress,
  type EvmAddressInput,
  EvmChain,
  type EvmChainInput,
  EvmNative,
  SolAddress,
  SolNative,
  SolNetwork,
  type SolNetworkInput,
} from 'w3data'
import { getCoinsByCreators } from 'w3data/aptos'
import { verify } from 'w3data/auth'
import { type GetNativeBalanceParameters, getNativeBalance } from 'w3data/evm'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { type BalanceParameters, balance } from 'w3data/solana'
import { getStreamById } from 'w3data/streams'

const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const SOL_WALLET = 'So11111111111111111111111111111111111111112'
const STREAM_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer({ seed: 1 })
})
afterAll(() => mock.close())
const client = () => createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })

describe('value objects where their text is accepted', () => {
  it('EVM: an EvmAddress and an EvmChain', async () => {
    const result = await getNativeBalance(client(), {
      address: EvmAddress.create(WALLET),
      chain: EvmChain.create('0x89'),
    })
    expect(typeof result.balance).toBe('string')
  })

  it('Aptos: AptosAddress items and an AptosNetwork', async () => {
    const page = await getCoinsByCreators(client(), {
      creatorAddresses: [AptosAddress.create('0x1')],
      limit: 1,
      network: AptosNetwork.create('mainnet'),
    })
    expect(Array.isArray(page.result)).toBe(true)
  })

  it('Solana: a SolAddress and a SolNetwork', async () => {
    const params: BalanceParameters = {
      address: SolAddress.create(SOL_WALLET),
      network: SolNetwork.create('mainnet'),
    }
    const result = await balance(client(), params)
    expect(typeof result.solana).toBe('string')
  })
})

describe('calls routed by networkType', () => {
  it("resolve to the named network's result", () => {
    // Checked by the compiler only: the routing itself is tested in test/auth and test/streams.
    const typed = async (routed: ReturnType<typeof client>) => {
      const verified = await verify(routed, { networkType: 'evm', message: 'm', signature: '0x1' })
      expectTypeOf(verified.chainId).toEqualTypeOf<string>()
      const signedIn = await verify(routed, { networkType: 'solana', message: 'm', signature: 's' })
      expectTypeOf(signedIn).not.toHaveProperty('chainId')
      const stream = await getStreamById(routed, { networkType: 'aptos', id: 'i' })
      expectTypeOf(stream).toHaveProperty('network')
      // @ts-expect-error: an EVM stream has chainIds, not an Aptos network list
      expectTypeOf((await getStreamById(routed, { networkType: 'evm', id: 'i' })).network)
    }
    expect(typeof typed).toBe('function')
  })

  it('are on client.auth and client.streams too, narrowed the same way', async () => {
    const routed = client()
    const verified = await routed.auth.verify({ networkType: 'evm', message: 'm', signature: '0x1' })
    expectTypeOf(verified.chainId).toEqualTypeOf<string>()
    expect(typeof verified.chainId).toBe('string')
    const signedIn = routed.auth.verify({ networkType: 'solana', message: 'm', signature: 's' })
    expectTypeOf(await signedIn).not.toHaveProperty('chainId')
    const stream = await routed.streams.getStreamById({ networkType: 'aptos', id: STREAM_ID })
    expectTypeOf(stream).toHaveProperty('network')
    expect(stream).toHaveProperty('network')
    await expect(
      routed.streams.getStreamById({ networkType: 'btc', id: STREAM_ID } as never),
    ).rejects.toThrow('[S0002] Incorrect network provided. Got btc, Valid values are: evm, aptos')
  })
})

describe('a chain parameter', () => {
  it("offers the provider's chain names and hex ids to an editor, and still takes any text", () => {
    // An editor completes a string from the literal members of its type, which plain `string` has none of.
    type Chain = GetNativeBalanceParameters['chain']
    expectTypeOf<Extract<Chain, 'polygon'>>().toEqualTypeOf<'polygon'>()
    expectTypeOf<Extract<Chain, 'base sepolia'>>().toEqualTypeOf<'base sepolia'>()
    expectTypeOf<Extract<Chain, '0x89'>>().toEqualTypeOf<'0x89'>()
    expectTypeOf<Extract<Chain, 'zksync'>>().toEqualTypeOf<never>()
    expectTypeOf<'zksync'>().toExtend<Chain>()
    expectTypeOf<string>().toExtend<Chain>()
    expectTypeOf<number>().toExtend<EvmChainInput>()
  })
})

describe('value types users meet in signatures', () => {
  it('are exported from w3data', () => {
    expectTypeOf(EvmAddress.create(WALLET)).toExtend<EvmAddressInput>()
    expectTypeOf(EvmChain.create(1)).toExtend<EvmChainInput>()
    expectTypeOf(SolNetwork.create('devnet')).toExtend<SolNetworkInput>()
    expect(EvmNative.create('1', 'ether').wei).toBe('1000000000000000000')
    expect(SolNative.create('1.5').lamports).toBe('1500000000')
  })
})
