import { readFileSync } from 'node:fs'

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
const FIELDS = ['version', 'dependencies', 'devDependencies', 'peerDependencies', 'engines'] as const

/**
 * A package folder beside the root (mcp/, jobs/) installs the root as `file:..`, and its lock
 * records the root's package.json: a stale copy is rewritten by the folder's install, leaving a
 * fresh clone with a changed file. Answers the fields that differ (none when the copy is current).
 */
export function staleRootFields(rootManifest: string, lock: string): string[] {
  const root = json(rootManifest)
  const locked = json(lock).packages['..']
  return FIELDS.filter((field) => JSON.stringify(locked[field]) !== JSON.stringify(root[field]))
}
