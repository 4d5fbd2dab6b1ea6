// Large CommonJS files (TypeScript, ts-morph) compiled from V8 code caches kept between runs. Plain
// JavaScript, so that the wire types' worker loads it without a TypeScript loader. Node 20 has no
// compile cache of its own, and compiling TypeScript's 9 MB is half of loading openapi-typescript
// (or ts-morph): from the cache it takes a quarter of the time.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Script } from 'node:vm'

/**
 * Loads the CommonJS file `path` into require's cache (a later `require` of it gets this module),
 * compiled from the code cache kept in `dir` for this very file (named by its path in its package,
 * its size and time).
 * V8 checks that a cache fits its version and the source, and compiles anew when it does not.
 * Returns `keep`, which writes a new cache when none was used: called after some work, so that the
 * functions compiled for it are in the cache too.
 */
export function loadWithCodeCache(path, dir) {
  const { size, mtimeMs } = statSync(path)
  // Named by the file's path in its package: TypeScript's own typescript.js and the one ts-morph
  // bundles each keep a cache, and replacing one's leaves the other's.
  const name = path
    .split(/[\\/]node_modules[\\/]/)
    .at(-1)
    .replace(/\.c?js$/, '')
    .replaceAll(/[\\/]/g, '+')
  const file = join(dir, `${name}-${size}-${Math.trunc(mtimeMs)}.v8`)
  const olderOfThisFile = (entry) =>
    entry.startsWith(`${name}-`) && /^\d+-\d+\.v8$/.test(entry.slice(name.length + 1))
  const cachedData = readOrUndefined(file)
  const script = new Script(Module.wrap(readFileSync(path, 'utf8')), { filename: path, cachedData })
  const module = new Module(path)
  module.filename = path
  module.paths = Module._nodeModulePaths(dirname(path))
  script
    .runInThisContext()
    .call(module.exports, module.exports, createRequire(path), module, path, dirname(path))
  module.loaded = true
  Module._cache[path] = module
  let fresh = cachedData === undefined || script.cachedDataRejected === true
  return {
    usedCache: !fresh,
    keep() {
      if (!fresh) return
      fresh = false
      try {
        mkdirSync(dir, { recursive: true })
        for (const old of readdirSync(dir).filter(olderOfThisFile)) rmSync(join(dir, old))
        // Written aside, then renamed: a worker beside this one reads a whole cache or none.
        const aside = `${file}.${process.pid}.tmp`
        writeFileSync(aside, script.createCachedData())
        renameSync(aside, file)
      } catch {
        // A cache that cannot be written is only slower.
      }
    },
  }
}

function readOrUndefined(file) {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}
