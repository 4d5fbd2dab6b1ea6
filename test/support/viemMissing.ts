import { vi } from 'vitest'

/** Modules imported from now on are fresh and find no viem, as where the optional peer is not installed. */
export function hideViem(): void {
  vi.resetModules()
  vi.doMock('viem/utils', () => {
    throw new Error("Cannot find package 'viem'")
  })
}

/** Modules imported from now on find viem again. */
export function showViem(): void {
  vi.doUnmock('viem/utils')
}
