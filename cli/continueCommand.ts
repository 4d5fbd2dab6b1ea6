import { accessSync, constants, fstatSync, readlinkSync, statSync } from 'node:fs'
import { basename, delimiter, dirname, extname, isAbsolute, join, relative } from 'node:path'
import type { OutputFormat, Settings } from './args'

/**
 * The command that continues a stopped export, as the user can type it: `w3data` when their PATH
 * has it, else `npx w3data`, and, when stdout went to a file, where the rest goes. CSV and NDJSON
 * append to the same file (a resumed CSV writes no second header); a JSON array and a Parquet file
 * were closed, so their continuation is a second one, in a file of its own.
 */
export function continueCommand(
  token: string,
  format: OutputFormat,
  env: NodeJS.ProcessEnv,
  file?: string,
): string {
  const command = `${onPath('w3data', env) ? '' : 'npx '}w3data --resume ${token}`
  if (file === undefined) return command
  const closed = format === 'json' || format === 'parquet'
  return closed ? `${command} > ${shellWord(nextFile(file))}` : `${command} >> ${shellWord(file)}`
}

/** The connection flags of this run, for its resume command (a token names no connection). */
export function connectionFlags({ mock, mockUrl }: Pick<Settings, 'mock' | 'mockUrl'>): string {
  if (mock) return ' --mock'
  return mockUrl === undefined ? '' : ` --mock-url ${shellWord(mockUrl)}`
}

/**
 * Whether an executable of that name is on the PATH, leaving out the `node_modules/.bin` folders
 * npm puts first for `npx` and scripts, which the user's own shell does not have.
 */
export function onPath(name: string, env: NodeJS.ProcessEnv): boolean {
  const names = process.platform === 'win32' ? [`${name}.cmd`, `${name}.exe`] : [name]
  return (env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => folder !== '' && basename(folder) !== '.bin')
    .some((folder) => names.some((file) => executable(join(folder, file))))
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * The file a stream writes to, when it is one (`> out.csv`), relative to the working folder when
 * inside it; read from /proc where the system has it, else `FILE` for the user to fill in.
 */
export function outputFile(stream: object, cwd = process.cwd()): string | undefined {
  const { fd } = stream as { fd?: unknown }
  if (typeof fd !== 'number') return undefined
  try {
    if (!fstatSync(fd).isFile()) return undefined
  } catch {
    return undefined
  }
  let path: string
  try {
    path = readlinkSync(`/proc/self/fd/${fd}`)
  } catch {
    return 'FILE'
  }
  const inside = relative(cwd, path)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path
}

/** `nfts.json` → `nfts.2.json`, `nfts.2.json` → `nfts.3.json`. */
function nextFile(file: string): string {
  const extension = extname(file)
  const stem = basename(file, extension)
  const numbered = /^(.*)\.(\d+)$/.exec(stem)
  const next = numbered ? `${numbered[1]}.${Number(numbered[2]) + 1}` : `${stem}.2`
  const folder = dirname(file)
  return folder === '.' ? `${next}${extension}` : join(folder, `${next}${extension}`)
}

/** A word the shell reads as it is: quoted when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}
