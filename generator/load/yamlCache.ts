import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as JsYaml from 'js-yaml'
import { cacheFolder, keptFilesIn } from '../keptFiles'

const require = createRequire(import.meta.url)

/** Where parsed spec files are kept between runs. */
export const YAML_CACHE_DIR = cacheFolder('w3data-yaml')

/** Entries kept at most: every edit of a spec file adds one. */
const KEPT = 256

/** What a value depends on besides the text: the parser, its schema, and how it is kept here. */
const parser: { version: string } = JSON.parse(
  readFileSync(join(dirname(require.resolve('js-yaml')), 'package.json'), 'utf8'),
)
const PARSER = `js-yaml ${parser.version} CORE_SCHEMA, as JSON`

/**
 * The value js-yaml reads from `text` (CORE_SCHEMA), kept as JSON under a hash of the text and
 * the parser: parsing is a third of reading and modelling the catalogue, and JSON.parse gives the
 * same value several times faster. A value JSON cannot hold (.inf, .nan, -0) is not kept. Throws
 * what js-yaml throws.
 */
export function loadYaml(text: string, filename: string, dir = YAML_CACHE_DIR): unknown {
  const files = keptFilesIn(dir, KEPT)
  const name = entryName(text)
  const kept = files.read(name)
  if (kept !== undefined) return JSON.parse(kept)
  const value = offered.has(name) ? offered.get(name) : parse(text, filename)
  offered.delete(name)
  if (fitsJson(value)) files.write(name, JSON.stringify(value))
  return value
}

/** Values parsed on another thread, by entry name: taken by loadYaml as its own parse's. */
const offered = new Map<string, unknown>()

/**
 * The value js-yaml gave for `text` on another thread (as `parseYaml` in the wire types' worker
 * parses: CORE_SCHEMA), for loadYaml to take instead of parsing the text again.
 */
export function offerParsed(text: string, value: unknown): void {
  offered.set(entryName(text), value)
}

/** The texts of the catalogue's spec files (`<folder>/*.yaml`, as loadSpec reads them) kept in no entry. */
export function unkeptSpecTexts(specRoot: string, dir = YAML_CACHE_DIR): string[] {
  const files = keptFilesIn(dir, KEPT)
  return readdirSync(specRoot, { recursive: true, encoding: 'utf8' })
    .filter((path) => /^[^/\\]+[/\\][^/\\]+\.yaml$/.test(path))
    .map((path) => readFileSync(join(specRoot, path), 'utf8'))
    .filter((text) => !files.has(entryName(text)))
}

function parse(text: string, filename: string): unknown {
  // Required on a first miss only: a catalogue read before loads no YAML parser.
  const { CORE_SCHEMA, load }: typeof JsYaml = require('js-yaml')
  return load(text, { schema: CORE_SCHEMA, filename })
}

/** The file that keeps the value of `text`, named by a hash of it and of the parser. */
export function entryOf(text: string, dir = YAML_CACHE_DIR): string {
  return join(dir, entryName(text))
}

function entryName(text: string): string {
  return `${createHash('sha256').update(PARSER).update('\0').update(text).digest('hex')}.json`
}

function fitsJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(fitsJson)
  return typeof value === 'object' && Object.values(value).every(fitsJson)
}
