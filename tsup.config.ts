import { resolve } from 'node:path'
import type { Plugin } from 'esbuild'
import { defineConfig, type Options } from 'tsup'
import manifest from './package.json' with { type: 'json' }

/**
 * package.json is the one list of entries: each `exports` (and `bin`) target `./dist/NAME.js` is
 * built from `entries/NAME.ts`.
 */
function entriesOf(targets: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    targets.map((target) => {
      const name = /^\.\/dist\/([\w-]+)\.js$/.exec(target)?.[1]
      if (!name) throw new Error(`package.json: ${target} is not ./dist/NAME.js`)
      return [name, `entries/${name}.ts`]
    }),
  )
}

const libraryEntries = Object.values(manifest.exports).flatMap((target) =>
  typeof target === 'string' ? [] : [target.default],
)
/**
 * Modules built as entries of their own, which package.json does not export, for a chunk of their
 * own: esbuild splits dist/ into chunks by the entries that reach each file, and every entry reaches
 * the whole runtime. These hold code that an app's bundler must be able to leave out when the app
 * never uses it, which it cannot do while it sits in a chunk every app loads: big.js runs code when
 * loaded, and keccak-256 and base58 are also loaded lazily (each module says
 * more). The other chunks import each as `#internal/NAME` (libraryImports).
 */
export const ownChunks = {
  'internal/exactBig': 'runtime/values/exactBig.ts',
  'internal/keccak': 'runtime/values/evm/keccak.ts',
  'internal/base58': 'runtime/values/solana/base58.ts',
}
/** What Node takes for every `#internal/NAME`: the same functions, each library loaded on first use. */
const NODE_LIBRARIES = 'internal/nodeLibraries'
export const nodeLibraries = { [NODE_LIBRARIES]: 'runtime/values/nodeLibraries.ts' }

/**
 * The ownChunks modules imported by the package's `#internal/NAME` specifiers, not by path, so that
 * package.json's "imports" choose what each runtime loads: the module's chunk for bundlers
 * ("module") and browsers ("default"), and nodeLibraries in Node ("node"), where `import('w3data')`
 * then loads none of the three libraries (runtime/values/nodeLibraries.ts). The sources import the
 * modules by path, so vitest and tsx run them as they are.
 */
export const libraryImports: Plugin = {
  name: 'w3data-library-imports',
  setup(build) {
    const specifiers = new Map(
      Object.entries(ownChunks).map(([name, source]) => {
        const target = manifest.imports[`#${name}` as keyof typeof manifest.imports]
        const [built, node] = [`./dist/${name}.js`, `./dist/${NODE_LIBRARIES}.js`]
        if (target?.module !== built || target.default !== built || target.node !== node)
          throw new Error(`package.json: "imports" must map #${name} to ${built}, in Node to ${node}`)
        return [resolve(source.replace(/\.ts$/, '')), `#${name}`]
      }),
    )
    build.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
      const specifier = kind === 'entry-point' ? undefined : specifiers.get(resolve(resolveDir, path))
      return specifier ? { path: specifier, external: true } : undefined
    })
  },
}
const external = [
  'ky',
  'valibot',
  'big.js',
  '@noble/hashes',
  '@scure/base',
  'viem',
  'react',
  '@tanstack/react-query',
]

/**
 * Two runs into an emptied dist/: `tsup --dts-only` bundles the declarations, then `tsup` the
 * JavaScript (`npm run build`). Built in one run, or with the JavaScript already in dist/, tsup's
 * shared declaration chunks picked up JavaScript, and the published types broke.
 *
 * ESM only: Node 20.19 and later load it from `require()` too (see README, "Install"), so a CJS
 * copy would double the package for no reader. No source maps: the output is not minified, and
 * maps without their sources would point at files the package does not ship. Not minified because
 * esbuild's minifier drops the `@__PURE__` annotations of the generated code, without which a
 * user's bundler keeps every operation of an API when one is imported.
 */
const library: Options = {
  entry: { ...entriesOf(libraryEntries), ...ownChunks, ...nodeLibraries },
  format: ['esm'],
  // `npm run build` empties dist/ first; each run adds its own files.
  clean: false,
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external,
  esbuildPlugins: [libraryImports],
}

/**
 * The `w3data` command: its own run, with the package's entries external, so dist/cli.js imports
 * `w3data`, `w3data/budget`, `w3data/catalogue` and `w3data/mock` (Node resolves a package's own name through its
 * `exports`) and no library bundle or chunk ever holds CLI code. No declarations: it exports nothing.
 */
const cli: Options = {
  ...library,
  entry: entriesOf([manifest.bin.w3data]),
  splitting: false,
  // Run, never bundled again: whitespace minified, names kept so stack traces still read.
  minifyWhitespace: true,
  external: [...external, /^w3data(\/|$)/, 'papaparse', 'hyparquet-writer'],
  banner: { js: '#!/usr/bin/env node' },
}

/**
 * The declarations are bundled from those TypeScript 7 wrote first (tsconfig.dts.json), not made
 * from the sources: TypeScript 5 took 30 seconds to check the whole API before writing them, and
 * the packed-package check still reads the result with TypeScript 5.
 */
const TYPES = '.cache/types'
const declarations: Options = {
  ...library,
  entry: Object.fromEntries(
    Object.entries(library.entry as Record<string, string>).map(([name, path]) => [
      name,
      `${TYPES}/${path.replace(/\.ts$/, '.d.ts')}`,
    ]),
  ),
}

export default defineConfig((flags) => (flags.dts ? [declarations] : [library, cli]))
