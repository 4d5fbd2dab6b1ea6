import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const JOBS_ROOT = resolve(import.meta.dirname, '..')
export const BIN = join(JOBS_ROOT, 'dist', 'bin.js')
const REDIS_SERVER = 'redis-server'

/** The built command exists (`make jobs-test` builds first). */
export function requireBuild(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`make jobs-build\``)
}

export const scratch = (name: string) => mkdtempSync(join(tmpdir(), `w3data-jobs-${name}-`))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/**
 * A redis-server of this test's own, on a free loopback port, with its data in a temporary folder
 * and an append-only file, which a stop (SIGTERM) writes out whole: a stop and a start keep all.
 */
export interface RedisProcess {
  url: string
  stop(): Promise<void>
  start(): Promise<void>
}

export async function startRedis(): Promise<RedisProcess> {
  const dir = scratch('redis')
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ]
    const started = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    child = started
    await new Promise<void>((ready, fail) => {
      let text = ''
      started.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk
        if (text.includes('Ready to accept connections')) ready()
      })
      started.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${text.slice(-500)}`)))
    })
    started.stdout?.resume()
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    await new Promise<void>((done) => {
      running.once('exit', () => done())
      running.kill('SIGTERM')
    })
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, stop, start }
}

export interface Run {
  code: number | null
  stdout: Buffer
  stderr: string
}

/**
 * Starts `node dist/bin.js …` (or another build of it, `bin`) with `env` over a clean environment
 * (no key, no Redis URL of the caller's).
 */
export function startJobs(
  args: readonly string[],
  env: Record<string, string> = {},
  stdin?: string,
  bin = BIN,
) {
  const {
    W3DATA_API_KEY: _key,
    W3DATA_REDIS_URL: _redis,
    W3DATA_CU_PER_SECOND: _cu,
    ...inherited
  } = process.env
  const child = spawn(process.execPath, [bin, ...args], { env: { ...inherited, ...env } })
  const stdout: Buffer[] = []
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  child.stdin.end(stdin ?? '')
  const result = new Promise<Run>((done, fail) => {
    child.once('error', fail)
    child.once('close', (code) => done({ code, stdout: Buffer.concat(stdout), stderr }))
  })
  return Object.assign(child, { result, stderrText: () => stderr })
}

export const runJobs = (
  args: readonly string[],
  env: Record<string, string> = {},
  stdin?: string,
  bin = BIN,
) => startJobs(args, env, stdin, bin).result
