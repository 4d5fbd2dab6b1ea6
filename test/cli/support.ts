import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, existsSync, openSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect } from 'vitest'

export const ROOT = resolve(import.meta.dirname, '../..')
export const CLI = join(ROOT, 'dist', 'cli.js')

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** The built command exists; the tests run what users run (`make cli-test` builds first). */
export function requireBuild(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` (make cli-test does)`)
}

/** A call without an API key exits 2 and says where the key comes from. */
export function expectKeyless(run: CliResult): void {
  expect(run.code).toBe(2)
  expect(run.stderr).toContain('[A0003] apiKey is not set')
  expect(run.stderr).toContain('W3DATA_API_KEY')
}

/** Starts `node dist/cli.js …` with a clean environment (no key, no log level of the caller's). */
export function startCli(
  args: readonly string[],
  env: Record<string, string> = {},
): ChildProcess & { result: Promise<CliResult> } {
  const { W3DATA_API_KEY: _key, W3DATA_LOG_LEVEL: _level, ...inherited } = process.env
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...inherited, ...env } })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const result = new Promise<CliResult>((done, fail) => {
    child.once('error', fail)
    child.once('close', (code) => done({ code, stdout, stderr }))
  })
  return Object.assign(child, { result })
}

/** Runs the command to its end, feeding `stdin` when given. */
export function runCli(
  args: readonly string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
) {
  const child = startCli(args, options.env)
  child.stdin?.end(options.stdin ?? '')
  return child.result
}

/** Runs the command with stdout appended to `file` (`w3data … >> file`), as a shell would. */
export async function runCliInto(
  args: readonly string[],
  file: string,
  env: Record<string, string> = {},
): Promise<Omit<CliResult, 'stdout'>> {
  const { W3DATA_API_KEY: _key, W3DATA_LOG_LEVEL: _level, ...inherited } = process.env
  const out = openSync(file, 'a')
  try {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', out, 'pipe'],
    })
    let stderr = ''
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    return await new Promise((done, fail) => {
      child.once('error', fail)
      child.once('close', (code) => done({ code, stderr }))
    })
  } finally {
    closeSync(out)
  }
}

/** NDJSON lines as values. */
export const ndjson = (text: string): unknown[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown)

/** The token of the `w3data --resume <token>` line an export prints on stderr. */
export function resumeToken(stderr: string): string {
  const token = /w3data --resume (\S+)/.exec(stderr)?.[1]
  if (!token) throw new Error(`no resume token in:\n${stderr}`)
  return token
}

/** The arguments of the `w3data --resume <token> …` line an export prints, to run it as printed. */
export function resumeArgs(stderr: string): string[] {
  const line = /^ {2}(?:npx )?w3data (--resume .*)$/m.exec(stderr)?.[1]
  if (!line) throw new Error(`no resume command in:\n${stderr}`)
  return line.split(' ')
}
