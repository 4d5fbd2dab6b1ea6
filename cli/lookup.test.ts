import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { UsageError } from './exitCodes'
import { asItems, itemSchema, wireItems } from './items'
import { findApi, findTarget } from './lookup'

// Finding what the command names, and the items of what it answers.
describe('findApi and findTarget', () => {
  it('suggest the command a typo away from a word that is no API: `w3data lst`', () => {
    for (const [typed, meant] of [
      ['lst', 'list'],
      ['descibe', 'describe'],
      ['hlep', 'help'],
    ])
      expect(() => findApi(typed as string)).toThrow(
        `Unknown API: ${typed}. Did you mean the command ${meant}?`,
      )
  })

  it('take the API in any case, and the operation exactly or in another case', () => {
    expect(findApi('EVM').api).toBe('evm')
    expect(findTarget('evm', 'getWalletNFTs').operation.id).toBe('getWalletNFTs')
    expect(findTarget('Aptos', 'GETTRANSACTIONS').operation.id).toBe('getTransactions')
    expect(findTarget('evm', 'web3ApiVersion').operation.id).toBe('web3ApiVersion')
  })

  it('name the APIs there are, and up to three operations near a wrong one, or the one a typo away', () => {
    const apis = catalogues.map((catalogue) => catalogue.api).join(', ')
    expect(() => findApi('evn')).toThrow(
      new UsageError(`Unknown API: evn. Did you mean evm? The APIs are ${apis}`),
    )
    expect(() => findApi('nft')).toThrow(new UsageError(`Unknown API: nft. The APIs are ${apis}`))
    let message = ''
    try {
      findTarget('evm', 'getWalletNFT')
    } catch (error) {
      message = (error as Error).message
    }
    const near = /Did you mean (.*)\? \(w3data list evm\)$/.exec(message)?.[1]?.split(', ') ?? []
    expect(message.startsWith('Unknown operation: evm getWalletNFT. Did you mean ')).toBe(true)
    expect(near).toContain('getWalletNFTs')
    expect(near.length).toBeLessThanOrEqual(3)
    expect(() => findTarget('evm', 'getWallet')).toThrow(/Did you mean \w+, \w+, \w+\? /)
    expect(() => findTarget('evm', 'getWalletHistroy')).toThrow(
      new UsageError(
        'Unknown operation: evm getWalletHistroy. Did you mean getWalletHistory? (w3data list evm)',
      ),
    )
    expect(() => findTarget('evm', 'qqqqzzzz')).toThrow(
      new UsageError('Unknown operation: evm qqqqzzzz. (w3data list evm)'),
    )
  })
})

describe('items', () => {
  it('a page’s item schema, a list answer’s, or the answer itself', () => {
    const props = (api: string, id: string) => Object.keys(itemSchema(findTarget(api, id)).properties ?? {})
    expect(props('evm', 'getWalletNFTs')).toContain('token_address')
    expect(itemSchema(findTarget('aptos', 'getTransactions')).oneOf).toBeDefined()
    expect(props('evm', 'getNativeBalance')).toEqual(['balance'])
  })

  it('a value as a list of items; a wire page’s items under its key', () => {
    expect(asItems([1, 2])).toEqual([1, 2])
    expect(asItems({ a: 1 })).toEqual([{ a: 1 }])
    expect(asItems(0)).toEqual([0])
    expect(asItems(null)).toEqual([])
    expect(asItems(undefined)).toEqual([])
    const nfts = findTarget('evm', 'getWalletNFTs')
    expect(wireItems(nfts, { result: [1], cursor: null })).toEqual([1])
    expect(wireItems(nfts, { result: 'no' })).toEqual([])
    expect(wireItems(nfts, null)).toEqual([])
    expect(wireItems(findTarget('aptos', 'getTransactions'), [1, 2])).toEqual([1, 2])
  })
})
