// The SDK's EvmChain cases (moralis@2.27.2 and its repository), checked against `w3data`'s type.
import { describe, expect, it } from 'vitest'
import { EvmChain } from 'w3data'

/** The SDK's three ways of naming chain 45, and what each gives. */
function expectChain45(chain: EvmChain): void {
  expect([chain.toJSON(), chain.decimal, chain.apiHex, chain.format()]).toEqual(['0x2d', 45, '0x2d', '0x2d'])
}

// The SDK names no value; w3data appends it, as for every other invalid argument.
const INVALID = '[C0005] Invalid chain provided: '

describe('EvmChain as the SDK has it', () => {
  it('creates a chain from a number, a hex string or a decimal string', () => {
    expectChain45(EvmChain.create(45))
    expectChain45(EvmChain.create('0x2d'))
    expectChain45(EvmChain.create('45'))
  })

  it.each([
    ['bitcoin', 'an unknown name'],
    ['0x', 'a hex prefix without digits'],
    ['0x0', 'hex zero'],
  ])('refuses %s (%s)', (value) => {
    expect(() => EvmChain.create(value)).toThrow(`${INVALID}${value}`)
  })

  it('refuses zero', () => {
    expect(() => EvmChain.create(0)).toThrow(`${INVALID}0`)
  })

  it('offers named chains', () => {
    const mumbai = EvmChain.MUMBAI
    expect([mumbai.toJSON(), mumbai.decimal, mumbai.apiHex]).toEqual(['0x13881', 80001, '0x13881'])
  })

  it('returns an EvmChain it is given as it is', () => {
    const chain = EvmChain.create('0x1')
    expect(EvmChain.create(chain)).toBe(chain)
  })

  it('compares ids on the instance and statically', () => {
    const a = EvmChain.create('0x2d')
    const b = EvmChain.create(45)
    expect(a.equals(b)).toBe(true)
    expect(EvmChain.equals(a, b)).toBe(true)
    expect(a.equals(EvmChain.create(46))).toBe(false)
    expect(EvmChain.equals('0x2e', 45)).toBe(false)
  })

  it.each([
    ['ETHEREUM', '0x1'],
    ['GOERLI', '0x5'],
    ['SEPOLIA', '0xaa36a7'],
    ['BSC', '0x38'],
    ['BSC_TESTNET', '0x61'],
    ['POLYGON', '0x89'],
    ['MUMBAI', '0x13881'],
    ['FANTOM', '0xfa'],
    ['FANTOM_TESTNET', '0xfa2'],
    ['AVALANCHE', '0xa86a'],
    ['AVALANCHE_TESTNET', '0xa869'],
    ['CRONOS', '0x19'],
    ['RONIN', '0x7e4'],
    ['ARBITRUM', '0xa4b1'],
    ['ARBITRUM_TESTNET', '0x66eed'],
    ['OPTIMISM', '0xa'],
    ['PALM', '0x2a15c308d'],
    ['CHILIZ', '0x15b38'],
    ['CHILIZ_TESTNET', '0x15b32'],
    ['GNOSIS', '0x64'],
    ['GNOSIS_TESTNET', '0x27d8'],
    ['BASE', '0x2105'],
    ['BASE_TESTNET', '0x14a33'],
    ['BASE_SEPOLIA', '0x14a34'],
    ['HOLESKY', '0x4268'],
    ['POLYGON_AMOY', '0x13882'],
    ['LINEA', '0xe708'],
    ['LINEA_SEPOLIA', '0xe705'],
    ['MOONBEAM', '0x504'],
    ['MOONRIVER', '0x505'],
    ['MOONBASE', '0x507'],
  ] as const)('names %s %s', (name, hex) => {
    expect(EvmChain[name].apiHex).toBe(hex)
  })

  // Ronin and Chiliz testnet have no entry in the SDK's chain list.
  const described = EvmChain.values().filter((chain) => !['0x7e4', '0x15b32'].includes(chain.apiHex))

  it.each(described.map((chain) => [chain.apiHex, chain]))('describes %s', (_hex, chain) => {
    expect(chain.name).toEqual(expect.any(String))
    expect(chain.rpcUrls?.length).toBeGreaterThan(0)
    expect(chain.currency).toEqual({ name: expect.any(String), symbol: expect.any(String), decimals: 18 })
    expect(chain.explorer?.url).toMatch(/^https:\/\//)
  })

  it('lists 31 named chains, Ethereum first', () => {
    const values = EvmChain.values()
    expect(values).toHaveLength(31)
    expect(values[0]?.equals(EvmChain.ETHEREUM)).toBe(true)
    expect(described).toHaveLength(29)
  })

  it('describes Ethereum', () => {
    const chain = EvmChain.create('0x1')
    expect(chain.name).toBe('Ethereum Mainnet')
    expect(chain.rpcUrls).toContain('https://ethereum-rpc.publicnode.com')
    expect(chain.rpcUrls).toContain('https://api.mycryptoapi.com/eth')
    expect(chain.currency).toStrictEqual({ decimals: 18, name: 'Ether', symbol: 'ETH' })
    expect(chain.display()).toBe('Ethereum Mainnet (0x1)')
  })

  it('shows an unlisted chain by its hex id alone', () => {
    const chain = EvmChain.create(45)
    expect([chain.name, chain.currency, chain.rpcUrls, chain.explorer, chain.display()]).toEqual([
      undefined,
      undefined,
      undefined,
      null,
      '0x2d',
    ])
    expect(chain.getExplorerPath({ block: 1 })).toBeNull()
  })

  it('links to explorer pages where the explorer follows EIP-3091, and nowhere otherwise', () => {
    const eth = EvmChain.ETHEREUM
    expect(eth.getExplorerPath({ block: 1 })).toBe('https://etherscan.io/block/1')
    expect(eth.getExplorerPath({ transaction: '0xab' })).toBe('https://etherscan.io/tx/0xab')
    expect(eth.getExplorerPath({ account: '0xcd' })).toBe('https://etherscan.io/address/0xcd')
    expect(eth.getExplorerPath({ erc20: '0xef' })).toBe('https://etherscan.io/token/0xef')
    expect(EvmChain.CRONOS.getExplorerPath({ block: 1 })).toBeNull()
  })

  it('answers null for a target naming none of them, as the SDK does, never a link to undefined', () => {
    const untyped = { address: '0xcd' } as unknown as Parameters<EvmChain['getExplorerPath']>[0]
    expect(EvmChain.ETHEREUM.getExplorerPath(untyped)).toBeNull()
  })
})
