/** A CommonJS file loaded by loadWithCodeCache. */
export interface CodeCacheLoad {
  /** Whether V8 compiled the file from a kept cache. */
  readonly usedCache: boolean
  /** Writes the file's cache when none was used; call it after some work, so its functions are in it. */
  keep(): void
}

export function loadWithCodeCache(path: string, dir: string): CodeCacheLoad
