import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { checkExtensions } from './checkExtensions'
import { checkOperations } from './checkOperations'
import { checkReferences } from './checkReferences'
import type { Diagnostic } from './diagnostics'
import { isJson, type Json, jsonOr } from './json'
import { mergeAllOf } from './mergeAllOf'
import { type DocumentPath, FilePositions, type Position, SourceMap } from './sourceMap'
import type { Report, SpecDocument } from './specDocument'
import { loadYaml } from './yamlCache'
import { yamlWithRanges } from './yamlWithRanges'

export interface LoadedSpec {
  /** Folder name under spec/, e.g. `aptos`. */
  folder: string
  /** Files read, relative to the spec root, in merge order. */
  files: string[]
  document: SpecDocument
  /** Where each node of the document was written, for problems found later. */
  sourceMap: SourceMap
  /** Every problem found while reading and checking the folder; empty when it is sound. */
  problems: Diagnostic[]
}

/**
 * Reads `spec/<folder>/index.yaml`, merges every other `*.yaml` of the folder into it, and checks
 * the result. Problems are collected, each at the file, line and column where it was written;
 * the caller decides whether to go on.
 */
export function loadSpec(specRoot: string, folder: string): LoadedSpec {
  const dir = join(specRoot, folder)
  const display = (name: string) => relative(process.cwd(), join(dir, name)) || join(dir, name)
  const names = readdirSync(dir).filter((name) => name.endsWith('.yaml'))
  const ordered = ['index.yaml', ...names.filter((name) => name !== 'index.yaml').sort()]
  const sourceMap = new SourceMap({ file: display('index.yaml'), line: 1, column: 1 })
  const problems: Diagnostic[] = []
  const at = (position: Position, message: string, hint?: string) =>
    problems.push({ ...position, message, ...(hint ? { hint } : {}) })
  const document: SpecDocument = { paths: {}, components: { schemas: {}, parameters: {} } }

  if (!names.includes('index.yaml')) {
    at(
      { file: display(''), line: 1, column: 1 },
      `spec/${folder} has no index.yaml`,
      'the document head goes there',
    )
    return { folder, files: [], document, sourceMap, problems }
  }
  for (const name of ordered) {
    const part = readYaml(join(dir, name), display(name), at)
    if (!part) continue
    mergePart(document, part, name === 'index.yaml', sourceMap, at)
    sourceMap.add(part.positions)
  }
  const report = reporter(sourceMap, problems)
  mergeAllOf(document, report)
  checkExtensions(document, report)
  checkReferences(document, `spec/${folder}`, report)
  checkOperations(document, report)
  return { folder, files: ordered.map((name) => `${folder}/${name}`), document, sourceMap, problems }
}

/** A Report that adds each problem to `problems` at the place `sourceMap` gives its path. */
export function reporter(sourceMap: SourceMap, problems: Diagnostic[]): Report {
  return (path, message, hint) =>
    problems.push({ ...sourceMap.locate(path), message, ...(hint ? { hint } : {}) })
}

/** The API folders under spec/, sorted, so the output order never depends on the file system. */
export function listSpecFolders(specRoot: string): string[] {
  return readdirSync(specRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

type At = (position: Position, message: string, hint?: string) => void

interface Part {
  value: Json
  positions: FilePositions
}

/**
 * Parses one file. js-yaml reads a sound file several times faster than `yaml`; a file it
 * refuses (a syntax error, a duplicate key) is parsed again by `yaml`, whose errors carry their
 * positions. Both read YAML 1.2's core schema (dates stay strings).
 */
function readYaml(path: string, file: string, at: At): Part | undefined {
  const text = readFileSync(path, 'utf8')
  let value: unknown
  try {
    value = loadYaml(text, file)
  } catch {
    reportSyntax(text, file, at)
    return undefined
  }
  value ??= {}
  if (!isJson(value)) {
    at({ file, line: 1, column: 1 }, 'a spec file holds a mapping (openapi, paths, components …)')
    return undefined
  }
  return { value, positions: new FilePositions(file, text) }
}

function reportSyntax(text: string, file: string, at: At): void {
  const { LineCounter, parseDocument } = yamlWithRanges()
  const lines = new LineCounter()
  const { errors } = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  for (const error of errors) {
    const { line, col } = lines.linePos(error.pos[0])
    at({ file, line, column: col }, error.message.split('\n')[0] ?? error.message)
  }
  if (errors.length === 0) at({ file, line: 1, column: 1 }, 'the file is not YAML the catalogue can read')
}

/**
 * Adds a file's paths, schemas and parameters to the document, and the head of index.yaml; a name
 * written twice is reported where it is written again, with where it was written first.
 */
function mergePart(document: SpecDocument, part: Part, isIndex: boolean, sourceMap: SourceMap, at: At): void {
  const here = (path: DocumentPath) =>
    part.positions.get(path) ?? { file: part.positions.file, line: 1, column: 1 }
  const mergeEntries = (path: DocumentPath, entries: unknown, target: Json) => {
    for (const [name, entry] of Object.entries(jsonOr(entries))) {
      if (!(name in target)) {
        target[name] = entry
        sourceMap.wrote([...path, name], part.positions.file)
        continue
      }
      const first = sourceMap.locate([...path, name])
      at(
        here([...path, name]),
        `${path.at(-1)} ${name} is defined twice`,
        `first at ${first.file}:${first.line}:${first.column}`,
      )
    }
  }
  for (const [key, value] of Object.entries(part.value)) {
    if (key === 'paths') mergeEntries(['paths'], value, document.paths)
    else if (key === 'components') {
      for (const [section, entries] of Object.entries(jsonOr(value))) {
        if (section === 'schemas' || section === 'parameters')
          mergeEntries(['components', section], entries, document.components[section])
        else
          at(
            here([key, section]),
            `components.${section} is not read`,
            'the catalogue uses schemas and parameters',
          )
      }
    } else if (isIndex) document[key] = value
    else at(here([key]), `${key} belongs in index.yaml`, 'a part file holds only paths and components')
  }
}
