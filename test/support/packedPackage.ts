// The package as npm ships it: `npm pack` of the repository and a scratch project that installs
// the tarball. Shared by `make package-check` and `make size`, which both measure what users get.
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export interface PackedTarball {
  /** Absolute path of the .tgz. */
  tarball: string
  size: number
  unpackedSize: number
  /** Paths inside the package, as npm lists them. */
  files: string[]
}

export function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** `run` without waiting on it: a failure rejects with its stdout and stderr, as `run` throws. */
export function runAsync(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(Object.assign(error, { stdout, stderr })) : resolve(stdout)),
    )
  })
}

/** Packs the repository (its dist/ as built), or the package in `from` (mcp/), into `folder`. */
export function packInto(folder: string, from = ROOT): PackedTarball {
  const [pack] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], from)) as [
    { filename: string; size: number; unpackedSize: number; files: { path: string }[] },
  ]
  return {
    tarball: join(folder, pack.filename),
    size: pack.size,
    unpackedSize: pack.unpackedSize,
    files: pack.files.map((file) => file.path),
  }
}

/** A scratch project's package.json, every package held to the version the repository installed. */
function scratchManifest(name: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  const overrides = Object.fromEntries(
    Object.entries(lock.packages)
      .filter(
        ([path, entry]) =>
          path.startsWith('node_modules/') && !path.includes('/node_modules/', 13) && entry.version,
      )
      .map(([path, entry]) => [path.slice('node_modules/'.length), entry.version as string]),
  )
  return JSON.stringify({ name, private: true, type: 'module', overrides })
}

/**
 * A new project folder `parent/name` with the tarball installed, from the npm cache the repository's
 * own install filled (the registry for what is missing there: a fresh machine's cache has tarballs
 * but not every package's metadata). npm would pick the newest version of each dependency; the
 * overrides hold it to the ones the repository installed.
 */
export function installTarball(parent: string, name: string, tarball: string): string {
  const project = join(parent, name)
  mkdirSync(project, { recursive: true })
  writeFileSync(join(project, 'package.json'), scratchManifest(name))
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      tarball,
    ],
    project,
  )
  return project
}
