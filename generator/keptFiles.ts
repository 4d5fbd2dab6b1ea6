import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'

const ROOT = dirname(createRequire(import.meta.url).resolve('../package.json'))

/** Pins every package whose output a kept file may hold: part of what such a file is named by. */
export const PACKAGE_LOCK = join(ROOT, 'package-lock.json')

/** `node_modules/.cache/<name>`, beside the other tools' caches. */
export function cacheFolder(name: string): string {
  return join(ROOT, 'node_modules', '.cache', name)
}

/**
 * V8's compiled code of the large CommonJS files the generator loads (TypeScript's, ts-morph's;
 * codeCache.mjs), which no edit of the catalogue changes.
 */
export const CODE_CACHE_DIR = cacheFolder('w3data-code')

/**
 * Files kept between runs in one folder, each named by a hash of everything its text depends on,
 * so that a file found is what the work would give. Of each kind (the name's extension) the `kept`
 * used last stay, counted on the first write and then on every `kept`-th (a run that writes many
 * files lists the folder a few times, not once a file). A folder that cannot be written is only
 * slower: nothing is kept.
 */
export class KeptFiles {
  private readonly writes = new Map<string, number>()

  constructor(
    readonly dir: string,
    private readonly kept: number,
  ) {}

  /** The text of `name`, marked used now; undefined when it is not kept. */
  read(name: string): string | undefined {
    const file = join(this.dir, name)
    try {
      const text = readFileSync(file, 'utf8')
      const now = new Date()
      utimesSync(file, now, now)
      return text
    } catch {
      return undefined
    }
  }

  has(name: string): boolean {
    return existsSync(join(this.dir, name))
  }

  write(name: string, text: string): void {
    try {
      mkdirSync(this.dir, { recursive: true })
      // Written aside, then renamed: a run beside this one reads a whole file or none.
      const aside = join(this.dir, `${name}.${process.pid}.tmp`)
      writeFileSync(aside, text)
      renameSync(aside, join(this.dir, name))
      const extension = extname(name)
      const writes = this.writes.get(extension) ?? 0
      this.writes.set(extension, writes + 1)
      if (writes % this.kept === 0) this.prune(extension)
    } catch {
      // Only slower.
    }
  }

  /** Removes the files ending in `extension` used longest ago, past `kept`. */
  private prune(extension: string): void {
    const entries = readdirSync(this.dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ name, used: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used)
    for (const { name } of entries.slice(this.kept)) rmSync(join(this.dir, name), { force: true })
  }
}

const folders = new Map<string, KeptFiles>()

/** The KeptFiles of `dir`, made once a process, so that it counts all the writes of a run. */
export function keptFilesIn(dir: string, kept: number): KeptFiles {
  let files = folders.get(dir)
  if (!files) {
    files = new KeptFiles(dir, kept)
    folders.set(dir, files)
  }
  return files
}
