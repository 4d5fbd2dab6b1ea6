import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { checkExtensions } from './checkExtensions'

/** A merged OpenAPI document of one API folder, as plain JSON. */
export interface SpecDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; parameters?: Record<string, unknown> }
  [extension: `x-${string}`]: unknown
}

export interface LoadedSpec {
  /** Folder name under spec/, e.g. `aptos`. */
  folder: string
  /** Files read, relative to the spec root, in merge order. */
  files: string[]
  document: SpecDocument
}

/** Reads `spec/<folder>/index.yaml` and merges every other `*.yaml` of the folder into it. */
export function loadSpec(specRoot: string, folder: string): LoadedSpec {
  const dir = join(specRoot, folder)
  const names = readdirSync(dir).filter((name) => name.endsWith('.yaml'))
  if (!names.includes('index.yaml')) throw new Error(`spec/${folder} has no index.yaml`)
  const ordered = ['index.yaml', ...names.filter((name) => name !== 'index.yaml').sort()]
  const document = readYaml(join(dir, 'index.yaml')) as SpecDocument
  document.paths ??= {}
  document.components ??= { schemas: {} }
  document.components.schemas ??= {}
  document.components.parameters ??= {}
  for (const name of ordered.slice(1)) {
    const part = readYaml(join(dir, name)) as Partial<SpecDocument>
    mergeInto(document.paths, part.paths ?? {}, `spec/${folder}/${name}: path`)
    mergeInto(document.components.schemas, part.components?.schemas ?? {}, `spec/${folder}/${name}: schema`)
    mergeInto(
      document.components.parameters,
      part.components?.parameters ?? {},
      `spec/${folder}/${name}: parameter`,
    )
  }
  checkExtensions(document, `spec/${folder}`)
  return { folder, files: ordered.map((name) => `${folder}/${name}`), document }
}

/** The API folders under spec/, sorted, so the output order never depends on the file system. */
export function listSpecFolders(specRoot: string): string[] {
  return readdirSync(specRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

function readYaml(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`)
  }
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>, what: string): void {
  for (const [key, value] of Object.entries(source)) {
    if (key in target) throw new Error(`${what} ${key} is defined twice`)
    target[key] = value
  }
}
