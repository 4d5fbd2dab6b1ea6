import { describe, expect, it } from 'vitest'
import { PagingLoopError } from './PagingLoopError'
import { W3DataError } from './W3DataError'

describe('PagingLoopError', () => {
  it('names the repeated position, with the generic API code', () => {
    const error = new PagingLoopError('cursor "abc"')
    expect(error).toBeInstanceOf(W3DataError)
    expect(error).toMatchObject({
      name: 'PagingLoopError',
      code: 'A0001',
      message:
        '[A0001] Paging stopped: the next page would repeat cursor "abc", which this chain of pages already fetched',
      position: 'cursor "abc"',
      details: { position: 'cursor "abc"' },
    })
  })

  it('quotes a megabytes-long cursor by its start only', () => {
    const error = new PagingLoopError(`cursor "${'c'.repeat(8_000_000)}"`)
    expect(error.message.length).toBeLessThanOrEqual(2 * 4096 + '[A0001] '.length)
    expect(error.position.length).toBeLessThanOrEqual(4096)
    expect(JSON.stringify(error).length).toBeLessThan(20_000)
  })
})
