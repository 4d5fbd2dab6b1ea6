// The package's entries, read from package.json `exports`: the one list of them. Each target
// `./dist/NAME.js` is built from `entries/NAME.ts` (tsup.config.ts); `./package.json` is no entry.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export interface PackageEntry {
  /** What a user imports: `w3data`, `w3data/evm`, … */
  specifier: string
  /** The source file, relative to the repository: `entries/evm.ts`. */
  source: string
  /** The built module, relative to the package: `./dist/evm.js`. */
  built: string
}

type Exports = Record<string, string | { types: string; default: string }>

export function packageEntries(): PackageEntry[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Exports }
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    if (typeof target === 'string') return []
    const name = /^\.\/dist\/([\w-]+)\.js$/.exec(target.default)?.[1]
    if (!name) throw new Error(`package.json exports ${subpath} as ${target.default}, not ./dist/NAME.js`)
    const specifier = subpath === '.' ? 'w3data' : `w3data/${subpath.slice(2)}`
    return [{ specifier, source: `entries/${name}.ts`, built: target.default }]
  })
}
