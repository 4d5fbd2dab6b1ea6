import { describe, expect, it } from 'vitest'
import { EVM_CHAINS, EvmChain } from 'w3data'
import { catalogues, resolveSchema } from 'w3data/catalogue'

// The runtime's one chain table against the catalogue: the names and ids a caller may pass are the
// ones spec/evm's `chainList` offers, in its order.

const evm = catalogues.find((catalogue) => catalogue.api === 'evm')

describe("the EVM chain table and the catalogue's chainList", () => {
  it('pairs the same names and hex ids, in the same order', () => {
    const chainList = resolveSchema({ $ref: '#/components/schemas/chainList' }, evm?.schemas ?? {})
    expect(EVM_CHAINS.flatMap((chain) => [chain.name, chain.id])).toEqual(chainList.enum)
  })

  it('gives each SDK getter from the same table, as values() lists them', () => {
    // moralis@2.27.2's EvmChain.values(), in its order.
    expect(EvmChain.values().map((chain) => chain.decimal)).toEqual([
      1, 5, 11155111, 137, 80001, 56, 97, 43114, 43113, 250, 4002, 25, 11297108109, 42161, 421613, 2020, 10,
      88888, 88882, 100, 10200, 8453, 84531, 84532, 17000, 80002, 59144, 1284, 1285, 1287, 59141,
    ])
    expect(EvmChain.POLYGON.apiName).toBe('polygon')
    expect(EvmChain.RONIN.apiName).toBe('ronin')
    expect(EvmChain.PALM.apiName).toBeUndefined()
    expect(
      Object.getOwnPropertyNames(Object.getPrototypeOf(EvmChain)).filter((name) => /^[A-Z_]+$/.test(name)),
    ).toHaveLength(31)
  })
})
