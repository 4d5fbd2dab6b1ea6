import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { cacheFolder, KeptFiles, PACKAGE_LOCK } from '../../keptFiles'

/** Where wire texts are kept between runs. */
export const WIRE_CACHE_DIR = cacheFolder('w3data-wire')

/** Texts kept at most: each edit of a catalogue in `make dev` adds one. */
const KEPT = 24

/**
 * openapi-typescript's text for a document, kept from an earlier run. An entry is named by a hash
 * of everything the text depends on (the document, and the renderer as `renderer` reads it), so a
 * hit is the text a render would give and `make check-generated` stays truthful; a miss renders.
 */
export class WireCache {
  private readonly files: KeptFiles

  constructor(dir: string) {
    this.files = new KeptFiles(dir, KEPT)
  }

  key(document: object): string {
    return createHash('sha256').update(renderer()).update(JSON.stringify(document)).digest('hex')
  }

  get(key: string): string | undefined {
    return this.files.read(`${key}.txt`)
  }

  set(key: string, text: string): void {
    this.files.write(`${key}.txt`, text)
  }

  /**
   * Whether a run over the catalogue files of digest `catalogue` (catalogueDigest) found texts
   * before, and every one of them is still kept: a guess that this run needs no rendering, which
   * only decides when the worker starts (each text is still looked up by its document's key).
   */
  keptRun(catalogue: string): boolean {
    try {
      const keys: string[] = JSON.parse(this.files.read(`${catalogue}.run`) ?? '')
      return keys.every((key) => this.files.has(`${key}.txt`))
    } catch {
      return false
    }
  }

  /** Notes the keys of the texts a run over the catalogue files of digest `catalogue` used. */
  recordRun(catalogue: string, keys: readonly string[]): void {
    const record = JSON.stringify(keys)
    if (this.files.read(`${catalogue}.run`) !== record) this.files.write(`${catalogue}.run`, record)
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

let identity: string | undefined

/**
 * What the text depends on besides the document: the worker's source (its options) and the
 * packages that print it, openapi-typescript and everything it loads, as package-lock.json pins them.
 */
function renderer(): string {
  identity ??= [
    readFileSync(new URL('./wireWorker.mjs', import.meta.url), 'utf8'),
    readFileSync(PACKAGE_LOCK, 'utf8'),
  ].join('\n')
  return identity
}
