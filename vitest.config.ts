import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type ViteUserConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))
const entry = (file: string) => join(root, 'entries', file)

// test/cli runs the built command (dist/cli.js): `make cli-test` builds first (vitest.cli.config.ts).
// test/e2e drives a browser (`make e2e`).
const FOLDERS = ['runtime', 'cli', 'generator', 'test']
const ELSEWHERE = /^test\/(cli|e2e)\/|(^|\/)node_modules\//
const TEST_FILE = /\.test\.tsx?$/

/**
 * What a test may change for every module loaded after it: mocked modules, fake timers,
 * fast-check's global settings, environment and globals set by hand. (nock's interceptors, spies
 * and stubs are not among them: the setup file clears the interceptors after every file,
 * test/support/noNetwork.ts, and vitest restores spies, globals and environment after each test.)
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|useFakeTimers)\(|configureGlobal\(|process\.env(\.\w+|\[[^\]]+\]) =|(?<!typeof )globalThis\.\w+ =/
/** A test that needs the modules as first loaded says so (lazily loaded libraries, say). */
const NEEDS_FRESH_MODULES = /^\/\/ Needs fresh modules:/m
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g

/** The file, or a helper it imports (with theirs), changes shared state or needs fresh modules. */
function needsOwnModules(path: string, seen = new Set<string>()): boolean {
  if (seen.has(path)) return false
  seen.add(path)
  const source = readFileSync(path, 'utf8')
  if (CHANGES_SHARED_STATE.test(source) || NEEDS_FRESH_MODULES.test(source)) return true
  return [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier = '']) => {
    const base = join(dirname(path), specifier)
    const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    )
    return file !== undefined && needsOwnModules(file, seen)
  })
}

const testFiles = FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((path) => TEST_FILE.test(path) && !ELSEWHERE.test(path)),
)
const ownModules = testFiles.filter((path) => needsOwnModules(join(root, path)))
const IN_JSDOM = /^\/\/ @vitest-environment jsdom$/m
const inJsdom = testFiles.filter(
  (path) => !ownModules.includes(path) && IN_JSDOM.test(readFileSync(join(root, path), 'utf8')),
)
const sharedModules = testFiles.filter((path) => !ownModules.includes(path) && !inJsdom.includes(path))

/** What the project's vitest configurations share: the package's names, the workers, the limit. */
export const common = {
  // Tests import the package by name, as a user would; these aliases point the names at the entries.
  resolve: {
    alias: [
      { find: /^w3data\/(.*)$/, replacement: entry('$1.ts') },
      { find: /^w3data$/, replacement: entry('index.ts') },
    ],
  },
  test: {
    // No test reaches the internet: nock refuses every host but this machine's.
    setupFiles: [
      'test/support/noNetwork.ts',
      'test/support/closedLoopbacks.ts',
      'test/support/strictThrows.ts',
    ],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 15000,
  },
} satisfies ViteUserConfig

export default defineConfig({
  ...common,
  test: {
    ...common.test,
    // The type tests (*.test-d.ts) are checked by `make typecheck`: tsconfig.json includes test/.
    // Loading the modules again for every file was a third of the suite's time, so the files that
    // leave nothing behind share one module graph per worker; the others get a fresh one each.
    // Vitest keeps a worker's modules only while the next file in its queue has the same project
    // and environment, and its queue orders a project's files by duration, so the jsdom files
    // are a project of their own: among the others each ended a worker and the next began anew.
    projects: [
      { extends: true, test: { name: 'own modules', include: ownModules } },
      { extends: true, test: { name: 'react in jsdom', include: inJsdom, isolate: false } },
      { extends: true, test: { name: 'shared modules', include: sharedModules, isolate: false } },
    ],
  },
})
