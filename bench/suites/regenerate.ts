// Full regeneration of the catalogue into a temporary folder, timed from spawn to exit: once cold
// (no wire types kept from an earlier run, so openapi-typescript renders every document), then warm.

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../lib/paths'
import { median } from '../lib/stats'

export interface RegenerateRow {
  runs: number
  /** Warm: openapi-typescript's texts kept by the run before (node_modules/.cache/w3data-wire). */
  medianMs: number
  /** One run with no text kept. */
  coldMs: number
  /** What the generator itself reports (load, build, emit, write; without tsx start-up). */
  reportedMs: number
  files: number
}

const RUNS = 3
const WIRE_CACHE = join(ROOT, 'node_modules', '.cache', 'w3data-wire')

function once(out: string): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['generator/cli.ts', '--out', out], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve({ ms: performance.now() - started, stdout })
      else reject(new Error(`generator/cli.ts exited with ${code}: ${stderr.slice(-1500)}`))
    })
  })
}

export async function regenerate(): Promise<RegenerateRow> {
  const times: number[] = []
  const reported: number[] = []
  let files = 0
  let coldMs = 0
  rmSync(WIRE_CACHE, { recursive: true, force: true })
  for (let run = 0; run <= RUNS; run++) {
    const out = mkdtempSync(join(tmpdir(), 'w3data-bench-gen-'))
    try {
      const { ms, stdout } = await once(out)
      if (run === 0) {
        coldMs = ms
        continue
      }
      times.push(ms)
      const match = /generated (\d+) files .* in (\d+) ms/.exec(stdout)
      if (match) {
        files = Number(match[1])
        reported.push(Number(match[2]))
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  process.stderr.write('  regeneration: done\n')
  return { runs: RUNS, medianMs: median(times), coldMs, reportedMs: median(reported), files }
}
