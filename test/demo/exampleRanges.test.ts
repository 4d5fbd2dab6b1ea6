import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { exampleParams } from '../../react-demo/src/formValues'

/** A date's time or a block number: where a filled-in value sits in its range. */
const orderOf = (value: unknown) => (/^\d+$/.test(String(value)) ? Number(value) : Date.parse(String(value)))

describe('"Fill examples" of a from/to pair', () => {
  it('asks for a range: from before to, in every operation', () => {
    const empty: string[] = []
    for (const catalogue of catalogues)
      for (const operation of catalogue.operations) {
        const params = exampleParams(operation, catalogue)
        for (const [name, from] of Object.entries(params)) {
          const to = params[name.replace(/^from/, 'to')]
          if (!name.startsWith('from') || to === undefined) continue
          const [low, high] = [orderOf(from), orderOf(to)]
          if (!Number.isNaN(low) && !Number.isNaN(high) && !(low < high))
            empty.push(`${catalogue.api}.${operation.id} ${name} ${String(from)} to ${String(to)}`)
        }
      }
    expect(empty).toEqual([])
  })

  it('fills getWalletHistory with a month of history', () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const operation = evm.operations.find((each) => each.id === 'getWalletHistory')!
    expect(exampleParams(operation, evm)).toMatchObject({
      fromDate: '2024-01-01T00:00:00.000Z',
      toDate: '2024-01-31T00:00:00.000Z',
    })
  })
})
