// What `import('w3data')` loads before any call, read from the build: the files of dist/ its static
// imports reach, their bytes, and the packages they import statically. Counts, not timings: they
// change only when the code does (a cold import's time follows them).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface ImportCost {
  files: number
  bytes: number
  packages: string[]
}

const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g

export function importCost(entryFile: string): ImportCost {
  const seen = new Set<string>()
  const packages = new Set<string>()
  let bytes = 0
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    bytes += Buffer.byteLength(code)
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (specifier?.startsWith('.')) visit(join(dirname(file), specifier))
      else if (specifier) packages.add(specifier)
    }
  }
  visit(entryFile)
  return { files: seen.size, bytes, packages: [...packages].sort() }
}

/**
 * Ceilings for `import('w3data')`: valibot and the operation layer arrive with an API's first
 * call, not with the import (they were 149 KB in 8 files with valibot's 206 KB besides), and the
 * catalogue toolkit with `w3data/catalogue` only (re-exported by the runtime's public index, its
 * files were in the chunk every entry loads: 115 KB).
 */
export const IMPORT_BUDGET = {
  files: 8,
  bytes: 99_000,
  packages: ['@noble/hashes/sha3.js', '@scure/base', 'big.js'],
}
