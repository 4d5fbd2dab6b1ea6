import { describe, expect, it } from 'vitest'
import { DEFAULT_BUDGET } from '../src/budget'
import { parseOptions } from '../src/options'

describe('the command line', () => {
  it('serves stdio, read-only, with the default budget when given nothing', () => {
    const options = parseOptions([])
    expect(options.http).toBeUndefined()
    expect(options.selection).toEqual({ allowWrites: false })
    expect(options.budget).toEqual(DEFAULT_BUDGET)
  })

  it('reads --http as [host:]port, on 127.0.0.1 unless a host is given', () => {
    expect(parseOptions(['--http', '8080']).http).toEqual({ host: '127.0.0.1', port: 8080 })
    expect(parseOptions(['--http', '0.0.0.0:9000']).http).toEqual({ host: '0.0.0.0', port: 9000 })
    expect(parseOptions(['--http', '[::1]:7000']).http).toEqual({ host: '::1', port: 7000 })
    expect(() => parseOptions(['--http', 'localhost'])).toThrow('--http takes [host:]port, not localhost')
  })

  it('reads the selection lists and the budget', () => {
    const options = parseOptions([
      '--apis',
      'evm, solana',
      '--tools',
      'a,b',
      '--max-items',
      '5',
      '--allow-writes',
    ])
    expect(options.selection).toEqual({ allowWrites: true, apis: ['evm', 'solana'], tools: ['a', 'b'] })
    expect(options.budget).toEqual({ maxItems: 5, maxBytes: DEFAULT_BUDGET.maxBytes })
    expect(() => parseOptions(['--max-bytes', '0'])).toThrow('--max-bytes takes a whole number above 0')
  })
})
