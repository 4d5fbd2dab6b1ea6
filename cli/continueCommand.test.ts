import { chmodSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { connectionFlags, continueCommand, onPath, outputFile } from './continueCommand'

// The stop line of an export gives the command that continues it, as the user can type it
// (README, "Command line", --all).
const folder = mkdtempSync(join(tmpdir(), 'w3data-continue-'))
const bin = join(folder, 'bin')
const npmBin = join(folder, 'project', 'node_modules', '.bin')
for (const where of [bin, npmBin]) {
  mkdirSync(where, { recursive: true })
  writeFileSync(join(where, 'w3data'), '#!/bin/sh\n')
  chmodSync(join(where, 'w3data'), 0o755)
}
const ON_PATH = { PATH: [join(folder, 'none'), bin].join(delimiter) }
const OFF_PATH = { PATH: npmBin }

describe('continueCommand', () => {
  it('says `w3data` when the PATH has it, else `npx w3data`', () => {
    expect(continueCommand('T', 'ndjson', ON_PATH)).toBe('w3data --resume T')
    expect(continueCommand('T', 'ndjson', OFF_PATH)).toBe('npx w3data --resume T')
    expect(continueCommand('T', 'ndjson', {})).toBe('npx w3data --resume T')
  })

  it("leaves out npm's node_modules/.bin, which only npx and scripts have on the PATH", () => {
    expect(onPath('w3data', OFF_PATH)).toBe(false)
    expect(onPath('w3data', ON_PATH)).toBe(true)
    expect(onPath('w3data', { PATH: folder })).toBe(false) // a folder named bin is no command
  })

  it('appends CSV and NDJSON to the file stdout went to, quoted for the shell when it must be', () => {
    expect(continueCommand('T', 'csv', OFF_PATH, 'nfts.csv')).toBe('npx w3data --resume T >> nfts.csv')
    expect(continueCommand('T', 'ndjson', ON_PATH, 'out/a.ndjson')).toBe('w3data --resume T >> out/a.ndjson')
    expect(continueCommand('T', 'csv', ON_PATH, "my nfts's.csv")).toBe(
      `w3data --resume T >> 'my nfts'\\''s.csv'`,
    )
  })

  it('writes the rest of a JSON export, whose array was closed, to a numbered file beside it', () => {
    expect(continueCommand('T', 'json', ON_PATH, 'nfts.json')).toBe('w3data --resume T > nfts.2.json')
    expect(continueCommand('T', 'json', ON_PATH, 'out/nfts.2.json')).toBe(
      'w3data --resume T > out/nfts.3.json',
    )
  })

  it('writes the rest of a Parquet export, whose footer was written, to a numbered file beside it', () => {
    expect(continueCommand('T', 'parquet', ON_PATH, 'nfts.parquet')).toBe(
      'w3data --resume T > nfts.2.parquet',
    )
  })
})

describe('outputFile', () => {
  it('names the file a stream writes to, relative to the working folder inside it', () => {
    const fd = openSync(join(folder, 'out.csv'), 'a')
    expect(outputFile({ fd }, folder)).toBe('out.csv')
    expect(outputFile({ fd }, join(folder, 'bin'))).toBe(join(folder, 'out.csv'))
  })

  it('is nothing for a stream without a file: a pipe, a terminal, a stream in memory', () => {
    expect(outputFile({})).toBeUndefined()
    expect(outputFile({ fd: 987654 })).toBeUndefined()
  })
})

describe('connectionFlags', () => {
  it("repeats this run's connection, a mock URL as one shell word", () => {
    expect(connectionFlags({ mock: true, mockUrl: undefined })).toBe(' --mock')
    expect(connectionFlags({ mock: false, mockUrl: undefined })).toBe('')
    expect(connectionFlags({ mock: false, mockUrl: 'http://127.0.0.1:8787' })).toBe(
      ' --mock-url http://127.0.0.1:8787',
    )
    expect(connectionFlags({ mock: false, mockUrl: "http://127.0.0.1:8787/?a=1&b='2'" })).toBe(
      String.raw` --mock-url 'http://127.0.0.1:8787/?a=1&b='\''2'\'''`,
    )
  })
})
