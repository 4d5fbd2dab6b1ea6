import { existsSync, type FSWatcher, statSync, watch } from 'node:fs'
import { join } from 'node:path'
import { listSpecFolders } from './load/loadSpec'

/**
 * Calls `changed(folder)` whenever a `.yaml` file of a catalogue folder (one level under
 * `specRoot`) is written, created, renamed or removed, and when a folder comes or goes. Each
 * folder is watched as a directory: Node 20's recursive watch on Linux follows each file, and
 * loses one that an editor saves by writing a copy and renaming it over the original. Returns
 * the function that stops watching.
 */
export function watchFolders(specRoot: string, changed: (folder: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>()
  const follow = (folder: string) => {
    const watcher = watch(join(specRoot, folder), (_event, file) => {
      if (file?.endsWith('.yaml')) changed(folder)
    })
    // A folder removed ends its watch; the root's watcher reports it.
    watcher.on('error', () => watcher.close())
    watchers.set(folder, watcher)
  }
  const root = watch(specRoot, (_event, name) => {
    if (!name) return
    const path = join(specRoot, name)
    const present = existsSync(path) && statSync(path).isDirectory()
    if (present === watchers.has(name)) return
    if (present) follow(name)
    else {
      watchers.get(name)?.close()
      watchers.delete(name)
    }
    changed(name)
  })
  for (const folder of listSpecFolders(specRoot)) follow(folder)
  return () => {
    root.close()
    for (const watcher of watchers.values()) watcher.close()
  }
}
