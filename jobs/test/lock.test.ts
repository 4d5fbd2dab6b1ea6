import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staleRootFields } from '../../test/support/rootInLock'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

describe("jobs/package-lock.json's copy of the root package", () => {
  it("is the root's package.json as it is now", () => {
    expect(staleRootFields(here('../../package.json'), here('../package-lock.json'))).toEqual([])
  })
})
