// @vitest-environment jsdom
// W3DataProvider and useW3DataClient: the client reaches the hooks, and without a provider the
// hooks fail with C0008 and its exact text.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, isW3DataError } from 'w3data'
import { useAptosGetNFTsByIds, useW3DataClient, W3DataProvider } from 'w3data/react'
import { cleanup, renderHook } from './testingLibrary'

const MESSAGE = '[C0008] No w3data client: wrap the component tree in <W3DataProvider client={client}>'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Runs `hook` outside any provider and returns what it threw. */
function thrownBy(hook: () => unknown, wrapper?: (props: { children: ReactNode }) => ReactNode): unknown {
  // React reports the render error to console.error before act rethrows it.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    renderHook(hook, wrapper ? { wrapper } : {})
  } catch (error) {
    return error
  }
  throw new Error('the hook did not throw')
}

describe('W3DataProvider', () => {
  it('useW3DataClient returns the client of the nearest provider', () => {
    const outer = createClient({ apiKey: 'test-key-0123456789' })
    const inner = outer.withOptions({ timeout: 1000 })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <W3DataProvider client={outer}>
        <W3DataProvider client={inner}>{children}</W3DataProvider>
      </W3DataProvider>
    )
    const { result } = renderHook(() => useW3DataClient(), { wrapper })
    expect(result.current).toBe(inner)
  })

  it('useW3DataClient without a provider throws C0008', () => {
    const error = thrownBy(() => useW3DataClient())
    expect(isW3DataError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'C0008', message: MESSAGE })
  })

  it('a generated hook without a provider throws C0008 too', () => {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const error = thrownBy(() => useAptosGetNFTsByIds({ tokenIds: ['t1'] }), wrapper)
    expect(error).toMatchObject({ code: 'C0008', message: MESSAGE })
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
