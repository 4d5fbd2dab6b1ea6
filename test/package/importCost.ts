// What loading the installed package costs Node before any call, counted in a Node process of its
// own: the files of w3data's dist/ it compiles, their bytes, and the other packages it compiles.
// Counts, not timings: they change only when the code does (a cold import's time follows them).
// V8's debugger lists every script compiled so far, ES modules, CommonJS and require()d ES
// modules alike, so a library loaded by any route is seen.
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from '../support/packedPackage'

export interface ImportCost {
  files: number
  bytes: number
  packages: string[]
}

/** What a Node process of a project that installed w3data loaded, and what the value types gave. */
export interface NodeLoads {
  /** After `import('w3data')` or `require('w3data')`, before anything is called. */
  atLoad: ImportCost
  /** A checksum from toChecksumAddress, the byte count of a decoded SolAddress, a BigNumber quotient. */
  used: [string, number, string]
  /** Packages compiled once those three ran. */
  packagesAfterUse: string[]
}

/**
 * JavaScript of an array of three answers, each from a value type of the package imported as
 * `w3data` and the library it needs: a checksum (keccak-256), a decoded address's byte count
 * (base58), a quotient (big.js). VALUE_TYPES_USED holds what they must be.
 */
export const USE_VALUE_TYPES = `[
  w3data.toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'),
  w3data.SolAddress.create('So11111111111111111111111111111111111111112').toBytes().length,
  w3data.BigNumber.from('7').div(2).toString(),
]`
export const VALUE_TYPES_USED: NodeLoads['used'] = ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 32, '3']

const SCRIPT = `import { Session } from 'node:inspector'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const compiled = () => {
  const files = []
  const session = new Session()
  session.connect()
  session.on('Debugger.scriptParsed', ({ params: { url } }) => {
    const path = url.startsWith('file:') ? fileURLToPath(url) : url
    if (path.includes('/node_modules/')) files.push(path)
  })
  session.post('Debugger.enable')
  session.disconnect()
  return files
}
const w3data = process.argv[2] === 'require' ? createRequire(import.meta.url)('w3data') : await import('w3data')
const atLoad = compiled()
const used = ${USE_VALUE_TYPES}
console.log(JSON.stringify({ atLoad, used, afterUse: compiled() }))
`

/** The package a file of node_modules belongs to (`@noble/hashes`, `big.js`). */
function packageOf(path: string): string {
  const [first = '', second = ''] = path.slice(path.lastIndexOf('/node_modules/') + 14).split('/')
  return first.startsWith('@') ? `${first}/${second}` : first
}

function costOf(paths: readonly string[]): ImportCost {
  const own = paths.filter((path) => packageOf(path) === 'w3data')
  const packages = new Set(paths.map(packageOf).filter((name) => name !== 'w3data'))
  return {
    files: own.length,
    bytes: own.reduce((sum, path) => sum + statSync(path).size, 0),
    packages: [...packages].sort(),
  }
}

/** Loads w3data in `project` (which installed it) by `import()` or `require()`, then uses its value types. */
export function nodeLoads(project: string, how: 'import' | 'require'): NodeLoads {
  const script = join(project, 'node-loads.mjs')
  writeFileSync(script, SCRIPT)
  const { atLoad, used, afterUse } = JSON.parse(run('node', [script, how], project)) as {
    atLoad: string[]
    used: NodeLoads['used']
    afterUse: string[]
  }
  return { atLoad: costOf(atLoad), used, packagesAfterUse: costOf(afterUse).packages }
}

/**
 * Ceilings for loading w3data in Node: valibot and the operation layer arrive with an API's first
 * call, not with the import (they were 149 KB in 8 files with valibot's 206 KB besides), and the
 * catalogue toolkit with `w3data/catalogue` only (re-exported by the runtime's public index, its
 * files were in the chunk every entry loads: 115 KB). No package at all: keccak-256, base58 and
 * big.js load on first use (runtime/values/nodeLibraries.ts; they were two thirds of the time).
 * 99,000 → 99,200 bytes: the masking of an error's quoted text stops where the error cuts it
 * (runtime/errors/redact.ts, 134 bytes), as an 8 MB cursor cost over a second of CPU.
 */
export const IMPORT_BUDGET = { files: 8, bytes: 99_200, packages: [] as string[] }

/** The packages the value types load on first use, and only then. */
export const USED_LIBRARIES = ['@noble/hashes', '@scure/base', 'big.js']
