// The generated mappers read openapi-typescript's wire types (wire.gen.ts): the compiler checks
// what they take and give. Mappers are exported only as types from the package entries, so they
// are imported from generated/ directly, as test/fuzz/mappers.test.ts does.
import { describe, expectTypeOf, it } from 'vitest'
import type { aptosWire, DecodedTableData, WriteTableChangeSetChange } from 'w3data/aptos'
import type { evmWire, TokenDetails } from 'w3data/evm'
import { mapTokenDetails } from '../../generated/evm/models.gen'

type WireTokenDetails = evmWire.components['schemas']['TokenDetails']
declare const wire: WireTokenDetails
declare const wireOrMissing: WireTokenDetails | undefined

describe('a generated mapper', () => {
  it('takes its wire type and gives its camelCase type; a missing value comes back as it came', () => {
    expectTypeOf(mapTokenDetails(wire)).toEqualTypeOf<TokenDetails>()
    expectTypeOf(mapTokenDetails(wireOrMissing)).toEqualTypeOf<TokenDetails | undefined>()
    expectTypeOf(mapTokenDetails(null)).toEqualTypeOf<TokenDetails | null>()
  })

  it('refuses what is not its wire type', () => {
    // @ts-expect-error the camelCase shape is not the wire's
    mapTokenDetails({ tokenName: 'x' })
    // @ts-expect-error a number is no token
    mapTokenDetails(1)
  })
})

describe('the wire types', () => {
  it("keep each union member's tag as its schema declares it", () => {
    // Matched by its keys, not by a tag value in the mapping: its tag is optional.
    expectTypeOf<aptosWire.components['schemas']['PendingTransaction']['type']>().toEqualTypeOf<
      'pending_transaction' | undefined
    >()
  })

  it('make a reference to a schema that allows null nullable in the camelCase types too', () => {
    expectTypeOf<WriteTableChangeSetChange['data']>().toEqualTypeOf<DecodedTableData | null | undefined>()
  })
})
