import { object, pipe, string, transform } from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { compileOperation } from './descriptor'
import { LazyLibrary } from './lazyLibrary'
import { parseCallParams } from './parseParams'

/** An operation whose one parameter's check asks for a library until `ready()` says it is there. */
function needing(needed: LazyLibrary<unknown>, ready: () => boolean) {
  return compileOperation({
    api: 'probe',
    id: 'probe',
    method: 'GET',
    path: '/probe',
    params: { address: ['address', 'query'] },
    schema: object({
      address: pipe(
        string(),
        transform((value) => {
          if (!ready()) throw needed
          return value.toLowerCase()
        }),
      ),
    }),
  })
}

describe('parseCallParams', () => {
  it('loads a library a check needs, then checks again', async () => {
    let loaded = false
    const needed = new LazyLibrary(async () => {
      loaded = true
    })
    const load = vi.spyOn(needed, 'load')
    await expect(
      parseCallParams(
        needing(needed, () => loaded),
        { address: 'ABC' },
      ),
    ).resolves.toEqual({
      address: 'abc',
    })
    expect(load).toHaveBeenCalledOnce()
  })

  it('ends when a loader does not deliver, instead of loading forever', async () => {
    const needed = new LazyLibrary(async () => undefined)
    const load = vi.spyOn(needed, 'load')
    await expect(
      parseCallParams(
        needing(needed, () => false),
        { address: 'ABC' },
      ),
    ).rejects.toBe(needed)
    expect(load).toHaveBeenCalledOnce()
  })
})
