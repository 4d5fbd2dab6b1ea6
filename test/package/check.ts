// `make package-check`: the package as a user gets it. Packs w3data, installs the tarball into a
// scratch project (from the npm cache the project's own install filled, the registry for what is
// missing there: a fresh machine's cache has tarballs but not every package's metadata), then imports it,
// requires it, type-checks every entry, bundles a React app with it, runs publint and attw, and
// prints the install footprint against its targets. Exits 1 on any failure.
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const ENTRIES = [
  'w3data',
  'w3data/aptos',
  'w3data/auth',
  'w3data/catalogue',
  'w3data/evm',
  'w3data/mock',
  'w3data/react',
  'w3data/solana',
  'w3data/streams',
]
const TARGETS = { nodeModulesBytes: 8_000_000, packages: 8, unpackedBytes: 4_000_000, tarballBytes: 600_000 }
const failures: string[] = []

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

function step(name: string, body: () => void): void {
  const started = performance.now()
  try {
    body()
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`)
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string; message?: string }
    failures.push(name)
    console.log(`  ✗ ${name}\n${[output.stdout, output.stderr, output.message].filter(Boolean).join('\n')}`)
  }
}

function sizeOf(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.size
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0)
}

/** Top-level packages of a node_modules folder (scoped ones counted one by one). */
function packagesIn(nodeModules: string): string[] {
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(nodeModules, name)).map((inner) => `${name}/${inner}`) : [name],
    )
}

/** A scratch project's package.json, every package held to the version the project installed. */
function scratchPackage(name: string): string {
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

const scratch = mkdtempSync(join(tmpdir(), 'w3data-package-'))
const npmInstall = [
  'install',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
  '--no-package-lock',
  '--ignore-scripts',
]
try {
  const pack = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], ROOT)) as [
    { filename: string; size: number; unpackedSize: number; files: { path: string }[] },
  ]
  const tarball = join(scratch, pack[0].filename)
  const files = pack[0].files.map((file) => file.path)

  // A consumer: the tarball and nothing else (no optional peers). npm would pick the newest version
  // of each dependency; the overrides hold it to the ones the project's own install put in the cache.
  const consumer = join(scratch, 'consumer')
  mkdirSync(consumer)
  writeFileSync(join(consumer, 'package.json'), scratchPackage('consumer'))
  step('npm install <tarball>', () => run('npm', [...npmInstall, tarball], consumer))
  const nodeModules = join(consumer, 'node_modules')
  const installed = packagesIn(nodeModules)

  step('the tarball holds the build, LICENSE, README and its picture, and no tests', () => {
    const unexpected = files.filter(
      (path) =>
        !/^(dist\/.+\.(js|d\.ts)|LICENSE|README\.md|package\.json|react-demo\/screenshot\.jpg)$/.test(path),
    )
    if (unexpected.length) throw new Error(`unexpected files: ${unexpected.join(', ')}`)
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    for (const [, image] of readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g))
      if (!files.includes(image as string)) throw new Error(`README shows ${image}, which the package lacks`)
  })

  const call = `
    const mock = await createMockServer({ seed: 1 })
    try {
      const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
      const balance = await client.evm.getNativeBalance({ address: '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5' })
      if (typeof balance?.balance !== 'string') throw new Error('no balance: ' + JSON.stringify(balance))
    } finally { await mock.close() }`
  step('(a) ESM: import and a call against the mock', () => {
    writeFileSync(
      join(consumer, 'esm.mjs'),
      `import { createClient } from 'w3data'\nimport { createMockServer, MOCK_API_KEY } from 'w3data/mock'\n${call}`,
    )
    run('node', ['esm.mjs'], consumer)
  })
  step('(b) require() and a call against the mock (Node ≥ 20.19 loads the ESM build)', () => {
    writeFileSync(
      join(consumer, 'cjs.cjs'),
      `const { createClient } = require('w3data')\nconst { createMockServer, MOCK_API_KEY } = require('w3data/mock')\n;(async () => {${call}})().catch((error) => { console.error(error); process.exit(1) })`,
    )
    run('node', ['--no-warnings', 'cjs.cjs'], consumer)
  })

  step('(b2) the w3data bin: a call against the embedded mock, the package entries found by name', () => {
    const bin = join(consumer, 'node_modules', '.bin', 'w3data')
    const out = run(
      bin,
      ['evm', 'getNativeBalance', '--address', '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5', '--mock'],
      consumer,
    )
    const balance = (JSON.parse(out) as { balance?: unknown }).balance
    if (typeof balance !== 'string') throw new Error(`no balance: ${out}`)
  })

  // A second project for the type and bundle checks: the tarball installed the same way, and the
  // project's own React, TanStack Query, type packages and build tools linked in beside it.
  const tools = join(scratch, 'tools')
  mkdirSync(join(tools, 'src'), { recursive: true })
  const toolPackages = [
    '@vitejs/plugin-react',
    'react',
    'react-dom',
    '@tanstack/react-query',
    '@tanstack/query-core',
    '@types/react',
    '@types/node',
    'viem',
  ]
  writeFileSync(join(tools, 'package.json'), scratchPackage('tools'))
  step('tools project: the tarball, React and the build tools linked', () => {
    run('npm', [...npmInstall, tarball], tools)
    for (const name of toolPackages) {
      mkdirSync(dirname(join(tools, 'node_modules', name)), { recursive: true })
      symlinkSync(join(ROOT, 'node_modules', name), join(tools, 'node_modules', name), 'dir')
    }
  })

  step('(c) tsc --noEmit, skipLibCheck false, every entry: nodenext and bundler', () => {
    writeFileSync(
      join(tools, 'src', 'entries.ts'),
      `${ENTRIES.map((entry, index) => `import * as entry${index} from '${entry}'`).join('\n')}
import { createClient, type W3DataError } from 'w3data'
import { addStream } from 'w3data/streams'
export const client = createClient({ apiKey: 'key-0123456789' })
export const entries = [${ENTRIES.map((_, index) => `entry${index}`).join(', ')}]
export const signalled = (signal: AbortSignal) => addStream(client, { networkType: 'evm' } as never, { signal })
export type Failure = W3DataError
`,
    )
    for (const [resolution, module] of [
      ['nodenext', 'nodenext'],
      ['bundler', 'esnext'],
    ] as const) {
      writeFileSync(
        join(tools, `tsconfig.${resolution}.json`),
        JSON.stringify({
          compilerOptions: {
            module,
            moduleResolution: resolution,
            target: 'es2022',
            strict: true,
            skipLibCheck: false,
            noEmit: true,
            types: ['node'],
            jsx: 'react-jsx',
          },
          files: ['src/entries.ts'],
        }),
      )
      run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', `tsconfig.${resolution}.json`], tools)
    }
  })

  step('(d) vite build of a React app on w3data/react: no Node built-in in the bundle', () => {
    writeFileSync(
      join(tools, 'index.html'),
      '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
    )
    writeFileSync(
      join(tools, 'src', 'main.tsx'),
      `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createClient } from 'w3data'
import { useEvmGetNativeBalance, W3DataProvider } from 'w3data/react'
const client = createClient({ apiKey: 'key-0123456789' })
function Balance() {
  const { data } = useEvmGetNativeBalance({ address: '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5' })
  return <p>{data?.balance}</p>
}
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}><W3DataProvider client={client}><Balance /></W3DataProvider></QueryClientProvider>,
)
`,
    )
    writeFileSync(
      join(tools, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react'\nexport default { plugins: [react()], logLevel: 'error' }\n",
    )
    run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], tools)
    const assets = join(tools, 'dist', 'assets')
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(assets, name), 'utf8')
      const builtin = code.match(/["'](node:[a-z_/]+|fs|path|http|https|crypto|stream|zlib)["']/)
      if (builtin) throw new Error(`${name} refers to the Node built-in ${builtin[1]}`)
      if (code.includes('__vite-browser-external')) throw new Error(`${name} holds a browser-external stub`)
    }
  })

  step('(e) publint --strict and attw (ESM only: node10 and CJS-typed consumers unsupported)', () => {
    run(join(ROOT, 'node_modules', '.bin', 'publint'), ['--strict', tarball], ROOT)
    run(
      join(ROOT, 'node_modules', '.bin', 'attw'),
      [tarball, '--profile', 'esm-only', '--ignore-rules', 'cjs-resolves-to-esm'],
      ROOT,
    )
  })

  const figures = [
    ['node_modules after installing the tarball', sizeOf(nodeModules), TARGETS.nodeModulesBytes, 'bytes'],
    ['packages installed', installed.length, TARGETS.packages, `(${installed.join(', ')})`],
    ["w3data's own unpacked size", pack[0].unpackedSize, TARGETS.unpackedBytes, 'bytes'],
    ['tarball', pack[0].size, TARGETS.tarballBytes, 'bytes'],
  ] as const
  console.log('\nfootprint           now → target')
  for (const [name, now, target, unit] of figures) {
    const met = now <= target
    if (!met) failures.push(`${name}: ${now} over ${target}`)
    console.log(
      `  ${met ? '✓' : '✗'} ${name}: ${now.toLocaleString('en')} ≤ ${target.toLocaleString('en')} ${unit}`,
    )
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
console.log(`\npackage-check: ${failures.length === 0 ? 'all passed' : `failed: ${failures.join('; ')}`}`)
process.exitCode = failures.length === 0 ? 0 : 1
