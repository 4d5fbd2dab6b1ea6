import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rm, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { cacheFolder, keptFilesIn, PACKAGE_LOCK } from '../keptFiles'

const require = createRequire(import.meta.url)
const ROOT = join(dirname(require.resolve('../../package.json')))

/** Where formatted texts are kept between runs. */
export const FORMAT_CACHE_DIR = cacheFolder('w3data-format')

/** Texts kept at most: a run emits about 45, an edit of one API changes about 8. */
const KEPT = 512

/**
 * Biome's own binary for this platform, run directly; else its launcher (which picks the binary
 * after asking `ldd` whether the C library is musl: two more processes a run). Found when a text
 * needs formatting.
 */
let biome: [string, ...string[]] | undefined

function biomeCommand(): [string, ...string[]] {
  try {
    const binary = `@biomejs/cli-${process.platform}-${process.arch}/biome${process.platform === 'win32' ? '.exe' : ''}`
    const path = require.resolve(binary)
    execFileSync(path, ['--version'], { stdio: 'ignore' })
    return [path]
  } catch {
    return [process.execPath, require.resolve('@biomejs/biome/bin/biome')]
  }
}

/**
 * Formats emitted files in one run of the project's formatter (Biome), with the formatter settings
 * of the repository's biome.json, so generated code reads like the hand-written code. One Biome
 * run formats all of generated/ in about 0.2 s, where the TypeScript formatter ts-morph calls took
 * 2.5 s (half of `make generate`). Biome also refuses code that does not parse, so an emitter bug
 * stops the run instead of reaching generated/. Asynchronous, so that the generator formats what
 * it has while the wire types are still being rendered. A text formatted before comes from `dir`,
 * named by a hash of the path, the text, the settings and package-lock.json (which pins Biome), so
 * it is what Biome would give; Biome runs only when some text is new.
 */
export async function formatFiles(
  files: ReadonlyMap<string, string>,
  dir = FORMAT_CACHE_DIR,
): Promise<Map<string, string>> {
  const kept = keptFilesIn(dir, KEPT)
  const settings = JSON.stringify(formatterSettings())
  const names = new Map([...files].map(([path, text]) => [path, entryName(settings, path, text)]))
  const formatted = new Map<string, string>()
  const unformatted = new Map<string, string>()
  for (const [path, text] of files) {
    const hit = kept.read(names.get(path) as string)
    if (hit === undefined) unformatted.set(path, text)
    else formatted.set(path, hit)
  }
  if (unformatted.size > 0) {
    for (const [path, text] of await runBiome(unformatted, settings)) {
      formatted.set(path, text)
      kept.write(names.get(path) as string, text)
    }
  }
  return new Map([...files.keys()].map((path) => [path, formatted.get(path) as string]))
}

async function runBiome(files: ReadonlyMap<string, string>, settings: string): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'w3data-format-'))
  const paths = [...files.keys()]
  try {
    writeFileSync(join(dir, 'biome.json'), settings)
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    biome ??= biomeCommand()
    const [command, ...args] = biome
    await promisify(execFile)(command, [...args, 'format', '--write', '.'], { cwd: dir })
    return new Map(paths.map((path) => [path, readFileSync(join(dir, path), 'utf8')]))
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? ''
    throw new Error(`the generated code does not format (an emitter bug):\n${output}`, { cause: error })
  } finally {
    // Removed meanwhile (the process waits for it before it exits): an unlink per file, which a
    // busy disk makes slow, need not hold up writing the output.
    rm(dir, { recursive: true, force: true }, () => {})
  }
}

let packageLock: string | undefined

function entryName(settings: string, path: string, text: string): string {
  packageLock ??= readFileSync(PACKAGE_LOCK, 'utf8')
  const hash = createHash('sha256')
  for (const part of [packageLock, settings, path, text]) hash.update(part).update('\0')
  return `${hash.digest('hex')}.ts`
}

/** The formatter part of the repository's biome.json; lint and import sorting stay off. */
function formatterSettings(): object {
  const { formatter, javascript } = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
    formatter: object
    javascript: { formatter: object }
  }
  return {
    formatter,
    javascript: { formatter: javascript.formatter },
    linter: { enabled: false },
    assist: { enabled: false },
  }
}
