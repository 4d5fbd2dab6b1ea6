// What the side packages beside the library (mcp/, jobs/) build and test alike. Each has one
// bin, dist/bin.js, and its tests run with the root's vitest, importing `w3data` by name as a
// user would.
import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'
import type { ViteUserConfig } from 'vitest/config'

const entry = (file: string) => fileURLToPath(new URL(`entries/${file}`, import.meta.url))

/** dist/bin.js for Node, ESM; `w3data` and `external` come from the user's install. */
export const binBuild = (external: NonNullable<Options['external']>, options: Options = {}): Options => ({
  entry: { bin: 'bin.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'node',
  clean: true,
  sourcemap: false,
  splitting: false,
  external: [/^w3data(\/|$)/, ...external],
  banner: { js: '#!/usr/bin/env node' },
  ...options,
})

/** The tests under `test/` of the package whose config is at `configUrl`, `w3data` pointed at the entries. */
export const sideTests = (configUrl: string, test: NonNullable<ViteUserConfig['test']>): ViteUserConfig => ({
  root: fileURLToPath(new URL('.', configUrl)),
  resolve: {
    alias: [
      { find: /^w3data\/(.*)$/, replacement: entry('$1.ts') },
      { find: /^w3data$/, replacement: entry('index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // The root's guard: toThrow fails on a thrown undefined or null (test/support/strictThrows.ts).
    setupFiles: [fileURLToPath(new URL('test/support/strictThrows.ts', import.meta.url))],
    ...test,
  },
})
