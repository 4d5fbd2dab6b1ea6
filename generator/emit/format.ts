import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rm, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

const require = createRequire(import.meta.url)
const ROOT = join(dirname(require.resolve('../../package.json')))
/**
 * Biome's own binary for this platform, run directly; else its launcher (which picks the binary
 * after asking `ldd` whether the C library is musl: two more processes a run).
 */
const BIOME = biomeCommand()

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
 * it has while the wire types are still being rendered.
 */
export async function formatFiles(files: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'w3data-format-'))
  const paths = [...files.keys()]
  try {
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(formatterSettings()))
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    const [command, ...args] = BIOME
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
