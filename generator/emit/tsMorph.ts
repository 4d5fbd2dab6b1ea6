import { createRequire } from 'node:module'
import type * as TsMorph from 'ts-morph'
import { CODE_CACHE_DIR } from '../keptFiles'
import { loadWithCodeCache } from './wire/codeCache.mjs'

const require = createRequire(import.meta.url)

export interface LoadedTsMorph {
  tsMorph: typeof TsMorph
  /** Per file (TypeScript, @ts-morph/common, ts-morph), whether V8 compiled it from a kept cache. */
  usedCache: readonly boolean[]
  /** Writes the caches a load compiled without; after some printing, so its functions are in them. */
  keep(): void
}

/**
 * ts-morph, whose writer prints the emitted code. Required, not imported: it is CommonJS, and an
 * import would first have Node scan its text for the names it exports. Its three files (13 MB, the
 * TypeScript it bundles among them) are compiled from V8 code caches in `codeCacheDir`: compiling
 * them was most of loading the emitters, about 0.3 s a run.
 */
export function loadTsMorph(codeCacheDir = CODE_CACHE_DIR): LoadedTsMorph {
  const main = require.resolve('ts-morph')
  const common = createRequire(main).resolve('@ts-morph/common')
  const files = [createRequire(common).resolve('./typescript'), common, main]
  // Loaded already (a test that imported ts-morph): a second copy would only cost.
  const loads = require.cache[main] ? [] : files.map((file) => loadWithCodeCache(file, codeCacheDir))
  return {
    tsMorph: require(main),
    usedCache: loads.map((load) => load.usedCache),
    keep: () => {
      for (const load of loads) load.keep()
    },
  }
}
