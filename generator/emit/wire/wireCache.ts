import { createHash } from 'node:crypto'
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
import { dirname, join } from 'node:path'

const ROOT = dirname(createRequire(import.meta.url).resolve('../../../package.json'))

/** Where wire texts are kept between runs, beside the other tools' caches. */
export const WIRE_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'w3data-wire')
/** Where the wire types' worker keeps TypeScript's compiled code, which no document changes. */
export const CODE_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'w3data-code')

/** Texts kept at most: each edit of a catalogue in `make dev` adds one. */
const KEPT = 24

/**
 * openapi-typescript's text for a document, kept from an earlier run. An entry is named by a hash
 * of everything the text depends on (the document, and the renderer as `renderer` reads it), so a
 * hit is the text a render would give and `make check-generated` stays truthful; a miss renders.
 */
export class WireCache {
  constructor(private readonly dir: string) {}

  key(document: object): string {
    return createHash('sha256').update(renderer()).update(JSON.stringify(document)).digest('hex')
  }

  get(key: string): string | undefined {
    const file = join(this.dir, `${key}.txt`)
    const text = readOrUndefined(file)
    if (text !== undefined) touch(file)
    return text
  }

  set(key: string, text: string): void {
    this.write(`${key}.txt`, text)
  }

  /**
   * Whether a run over the catalogue files of digest `catalogue` (catalogueDigest) found texts
   * before, and every one of them is still kept: a guess that this run needs no rendering, which
   * only decides when the worker starts (each text is still looked up by its document's key).
   */
  keptRun(catalogue: string): boolean {
    try {
      const keys = JSON.parse(readFileSync(join(this.dir, `${catalogue}.run`), 'utf8')) as string[]
      return keys.every((key) => existsSync(join(this.dir, `${key}.txt`)))
    } catch {
      return false
    }
  }

  /** Notes the keys of the texts a run over the catalogue files of digest `catalogue` used. */
  recordRun(catalogue: string, keys: readonly string[]): void {
    const record = JSON.stringify(keys)
    const file = join(this.dir, `${catalogue}.run`)
    if (readOrUndefined(file) !== record) this.write(`${catalogue}.run`, record)
    else touch(file)
  }

  private write(name: string, text: string): void {
    try {
      mkdirSync(this.dir, { recursive: true })
      // Written aside, then renamed: a run beside this one reads a whole text or none.
      const aside = join(this.dir, `${name}.${process.pid}.tmp`)
      writeFileSync(aside, text)
      renameSync(aside, join(this.dir, name))
      this.prune(name.slice(name.lastIndexOf('.')))
    } catch {
      // A cache that cannot be written is only slower.
    }
  }

  /** Removes the entries ending in `extension` used longest ago, past KEPT. */
  private prune(extension: string): void {
    const entries = readdirSync(this.dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ name, used: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used)
    for (const { name } of entries.slice(KEPT)) rmSync(join(this.dir, name), { force: true })
  }
}

/** A digest of every file under `specRoot`, by name and bytes: what a run reads, and more. */
export function catalogueDigest(specRoot: string): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(specRoot, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(specRoot, name)
    if (statSync(path).isFile()) hash.update(`${name}\0`).update(readFileSync(path)).update('\0')
  }
  return hash.digest('hex')
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Marks an entry used now: entries are dropped by the time they were last used. */
function touch(file: string): void {
  try {
    const now = new Date()
    utimesSync(file, now, now)
  } catch {
    // Gone meanwhile: a later run renders it again.
  }
}

let identity: string | undefined

/**
 * What the text depends on besides the document: the worker's source (its options) and the
 * packages that print it, openapi-typescript and everything it loads, as package-lock.json pins them.
 */
function renderer(): string {
  identity ??= [
    readFileSync(new URL('./wireWorker.mjs', import.meta.url), 'utf8'),
    readFileSync(join(ROOT, 'package-lock.json'), 'utf8'),
  ].join('\n')
  return identity
}
