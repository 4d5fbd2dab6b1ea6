// Regeneration of the catalogue, timed from spawn to exit into a temporary folder, in rounds of
// three runs: cold (no wire types, parsed spec files nor formatted texts kept from an earlier run,
// so every file is parsed, openapi-typescript renders every document and Biome formats every
// file), warm (everything kept by the run before), and after one API's spec is edited (its file is
// parsed, its wire types render and its files are formatted; the rest is kept). Then `make dev`'s
// loop: one API regenerated in process.

import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../lib/paths'
import { median } from '../lib/stats'

export interface RegenerateRow {
  runs: number
  /** Warm: openapi-typescript's texts kept by the run before (node_modules/.cache/w3data-wire). */
  medianMs: number
  /** No wire text, parsed spec file nor formatted text kept. */
  coldMs: number
  /** The EVM API's index.yaml edited before each run: its text renders, the others are kept. */
  editedMs: number
  /** What the generator itself reports on a warm run (load, build, emit, write; without tsx start-up). */
  reportedMs: number
  /** `make dev`: the EVM API edited and regenerated in the process that keeps the generator loaded. */
  devMs: number
  files: number
}

const RUNS = 5
/**
 * What a cold run clears: everything kept of the catalogue. It keeps node_modules/.cache/w3data-code,
 * V8's compiled code of the installed TypeScript and ts-morph: it is named by each file's size and
 * time, so no edit of spec/ changes it, and the first run after `npm install` writes it. Every
 * regeneration after that, whatever the catalogue, finds it, so the cold row times an edit of the
 * whole catalogue as a developer meets it; clearing it too would time an install's first run,
 * which compiles ts-morph's files and TypeScript anew (about 0.2 s more on each thread, measured
 * alone).
 */
const RUN_CACHES = ['w3data-wire', 'w3data-yaml', 'w3data-format'].map((name) =>
  join(ROOT, 'node_modules', '.cache', name),
)
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

/** Output of a child process that exits 0, else an error with its last words. */
function run(args: readonly string[]): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(TSX, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
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
      else reject(new Error(`tsx ${args.join(' ')} exited with ${code}: ${stderr.slice(-1500)}`))
    })
  })
}

async function generateInto(spec?: string): Promise<{ ms: number; stdout: string }> {
  const out = mkdtempSync(join(tmpdir(), 'w3data-bench-gen-'))
  try {
    return await run(['generator/cli.ts', '--out', out, ...(spec ? ['--spec', spec] : [])])
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/** An API's index.yaml with its document changed (a mark in `info`), so that its text renders anew. */
export function edited(text: string, mark: string): string {
  return text.replace(/^info:\n( {2}x-bench-edit: .*\n)?/m, `info:\n  x-bench-edit: ${mark}\n`)
}

/** Makes each call's EVM document differ from every earlier one. */
function editor(spec: string): () => void {
  const file = join(spec, 'evm', 'index.yaml')
  const text = readFileSync(file, 'utf8')
  let edits = 0
  return () => writeFileSync(file, edited(text, `${process.pid}-${edits++}`))
}

export async function regenerate(): Promise<RegenerateRow> {
  const warm: number[] = []
  const cold: number[] = []
  const edited: number[] = []
  const reported: number[] = []
  let files = 0
  const spec = mkdtempSync(join(tmpdir(), 'w3data-bench-spec-'))
  cpSync(join(ROOT, 'spec'), spec, { recursive: true })
  const edit = editor(spec)
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const cache of RUN_CACHES) rmSync(cache, { recursive: true, force: true })
      cold.push((await generateInto()).ms)
      const { ms, stdout } = await generateInto()
      warm.push(ms)
      const match = /generated (\d+) files .* in (\d+) ms/.exec(stdout)
      if (match) {
        files = Number(match[1])
        reported.push(Number(match[2]))
      }
      edit()
      edited.push((await generateInto(spec)).ms)
    }
    const { stdout } = await run(['bench/workers/regenerateOne.ts', spec])
    const dev = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { ms: number[] }
    process.stderr.write('  regeneration: done\n')
    return {
      runs: RUNS,
      medianMs: median(warm),
      coldMs: median(cold),
      editedMs: median(edited),
      reportedMs: median(reported),
      devMs: median(dev.ms),
      files,
    }
  } finally {
    rmSync(spec, { recursive: true, force: true })
  }
}
