import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const FIELDS = ['version', 'dependencies', 'devDependencies', 'peerDependencies', 'engines'] as const

// mcp/ installs the root as `file:..`, and its lock records the root's package.json: a stale copy
// is rewritten by `make mcp-test`, leaving a fresh clone with a changed file.
describe("mcp/package-lock.json's copy of the root package", () => {
  it("is the root's package.json as it is now", () => {
    const root = json('../../package.json')
    const locked = json('../package-lock.json').packages['..']
    const pick = (from: Record<string, unknown>) =>
      Object.fromEntries(FIELDS.map((field) => [field, from[field]]))
    expect(pick(locked)).toEqual(pick(root))
  })
})
