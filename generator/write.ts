import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Writes generated files under `outRoot`, leaving a file whose text is unchanged untouched (so a
 * dev server reloads only what changed). With `prune`, removes `.gen.ts` files the run did not
 * produce. Returns the paths written or removed.
 */
export function writeGenerated(
  outRoot: string,
  files: ReadonlyMap<string, string>,
  prune: boolean,
): string[] {
  const changed: string[] = []
  if (prune) {
    for (const stale of listGenerated(outRoot)) {
      if (files.has(stale)) continue
      rmSync(join(outRoot, stale))
      changed.push(stale)
    }
  }
  for (const [path, text] of files) {
    const target = join(outRoot, path)
    if (readText(target) === text) continue
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    changed.push(path)
  }
  return changed
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

function listGenerated(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.gen.ts'))
  } catch {
    return []
  }
}
