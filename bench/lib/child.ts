import { type ChildProcess, spawn } from 'node:child_process'
import { ROOT } from './paths'

export interface RunOptions {
  nodeArgs?: readonly string[]
  cwd?: string
  /** Kill the child after this many ms. @default 120000 */
  timeoutMs?: number
}

/** Runs `node [nodeArgs] file arg` and resolves to the JSON of the last line it prints. */
export function runJson<T>(file: string, arg: unknown, options: RunOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), file, JSON.stringify(arg)], {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      const last = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0) {
        reject(new Error(`${file} exited with ${code ?? signal}:\n${err.slice(-2000)}${out.slice(-500)}`))
        return
      }
      try {
        resolve(JSON.parse(last) as T)
      } catch {
        reject(new Error(`${file} printed no JSON result:\n${out.slice(-500)}\n${err.slice(-1000)}`))
      }
    })
  })
}

/** Starts a long-running child and resolves, with the child, to the JSON of its first line. */
export function startJson<T>(
  file: string,
  options: RunOptions = {},
): Promise<{ child: ChildProcess; value: T }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), file], {
      cwd: options.cwd ?? ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let out = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${file} did not start within ${options.timeoutMs ?? 120_000} ms`))
    }, options.timeoutMs ?? 120_000)
    const onData = (chunk: Buffer) => {
      out += chunk
      const newline = out.indexOf('\n')
      if (newline < 0) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      try {
        resolve({ child, value: JSON.parse(out.slice(0, newline)) as T })
      } catch (error) {
        child.kill()
        reject(error)
      }
    }
    child.stdout?.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${file} exited with ${code} before it was ready`))
    })
  })
}

/** Wall time of `node args…` from spawn to exit, in ms. */
export function timeSpawn(args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const elapsed = performance.now() - started
      if (code === 0) resolve(elapsed)
      else reject(new Error(`node ${args.join(' ')} exited with ${code}: ${err.slice(-1000)}`))
    })
  })
}
