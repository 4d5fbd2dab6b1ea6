import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { ROOT } from './paths'

export interface Machine {
  cpu: string
  cores: number
  memory: string
  node: string
  os: string
  date: string
  commit: string
  load: string
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))
    if (match) return (match[1] as string).trim()
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown'
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== ''
    return dirty ? `${head} + uncommitted changes` : head
  } catch {
    return 'unknown'
  }
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
}

export function machine(): Machine {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: commit(),
    load: loadAverage(),
  }
}
