import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { resolveLink } from '../../react-demo/src/deepLink'

const keys = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((entry) => `${entry.api}/${entry.id}`),
)

describe('a link to an operation (#/api/operationId)', () => {
  it('names the operation whatever its case, as the catalogue spells it', () => {
    expect(resolveLink('#/streams/GetStreams')).toEqual({ kind: 'operation', key: 'streams/getStreams' })
    expect(resolveLink('#/EVM/GETWALLETHISTORY')).toEqual({ kind: 'operation', key: 'evm/getWalletHistory' })
    expect(resolveLink('#/aptos/getNFTsByCreators')).toEqual({
      kind: 'operation',
      key: 'aptos/getNFTsByCreators',
    })
  })

  it('says an unknown operation is unknown and suggests the nearest', () => {
    expect(resolveLink('#/evm/getWaletHistory')).toEqual({
      kind: 'unknown',
      asked: 'evm/getWaletHistory',
      nearest: 'evm/getWalletHistory',
    })
    const unknown = resolveLink('#/evm/noSuchOp')
    expect(unknown.kind).toBe('unknown')
    expect(keys).toContain(unknown.kind === 'unknown' && unknown.nearest)
  })

  it('names nothing without a key, and keeps a broken escape as typed', () => {
    expect(resolveLink('')).toEqual({ kind: 'none' })
    expect(resolveLink('#/')).toEqual({ kind: 'none' })
    expect(resolveLink('#/evm/%E0')).toMatchObject({ kind: 'unknown', asked: 'evm/%E0' })
  })
})
