import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** bench/ */
export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The repository root. */
export const ROOT = join(BENCH_DIR, '..')
/**
 * Built code of the run (the package as tsup would build it, the workers, the servers). Under the
 * root's node_modules so that the package's own dependencies resolve from the root, never from
 * bench/node_modules (which holds the incumbent's copies of some of them).
 */
export const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'w3data-bench')
