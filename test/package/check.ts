// `make package-check`: the package as a user gets it. Packs w3data, installs the tarball into a
// scratch project, then imports it, requires it, installs w3data-mcp's and w3data-jobs' tarballs
// beside it as their READMEs say, type-checks every entry, bundles a React app with it, runs publint and attw,
// and prints the install footprint against its targets. Exits 1 on any failure.

import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
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
import { basename, dirname, join } from 'node:path'
import { packageEntries } from '../support/packageEntries'
import { installTarball, packInto, ROOT, run, runAsync } from '../support/packedPackage'
import { declarationExamples, entryExports, readmeExamples, runnerScript, writeExamples } from './examples'
import { IMPORT_BUDGET, nodeLoads, USE_VALUE_TYPES, USED_LIBRARIES, VALUE_TYPES_USED } from './importCost'

const ENTRIES = packageEntries().map((entry) => entry.specifier)
// Bounds on what an install costs. dist/ is not minified, so that bundlers see its @__PURE__
// annotations and drop the operations an app does not use; that text, and the React factories of
// every operation, are what the bounds leave room for.
const TARGETS = { nodeModulesBytes: 8_500_000, packages: 8, unpackedBytes: 4_500_000, tarballBytes: 600_000 }
const failures: string[] = []

async function step(name: string, body: () => void | Promise<void>): Promise<void> {
  const started = performance.now()
  try {
    await body()
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

const scratch = mkdtempSync(join(tmpdir(), 'w3data-package-'))
try {
  const pack = packInto(scratch)
  const { tarball, files } = pack

  // A consumer: the tarball and nothing else (no optional peers).
  const consumer = join(scratch, 'consumer')
  await step('npm install <tarball>', () => void installTarball(scratch, 'consumer', tarball))
  const nodeModules = join(consumer, 'node_modules')
  const installed = packagesIn(nodeModules)

  await step('the tarball holds the build, LICENSE and README, and no tests or pictures', () => {
    const unexpected = files.filter(
      (path) => !/^(dist\/.+\.(js|d\.ts)|LICENSE|README\.md|package\.json)$/.test(path),
    )
    if (unexpected.length) throw new Error(`unexpected files: ${unexpected.join(', ')}`)
  })

  // A registry page shows a relative image from the repository named in package.json.
  await step("README's relative images: in the repository, which package.json names", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      repository?: { url?: string }
    }
    if (!manifest.repository?.url) throw new Error('package.json has no repository.url')
    const tracked = run('git', ['ls-files'], ROOT).split('\n')
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    for (const [, image] of readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g))
      if (!/^https:\/\//.test(image as string) && !tracked.includes(image as string))
        throw new Error(`README shows ${image}, which the repository does not track`)
  })

  const call = `
    const mock = await createMockServer({ seed: 1 })
    try {
      const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
      const balance = await client.evm.getNativeBalance({ address: '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5' })
      if (typeof balance?.balance !== 'string') throw new Error('no balance: ' + JSON.stringify(balance))
    } finally { await mock.close() }`
  await step('(a) ESM: import and a call against the mock', () => {
    writeFileSync(
      join(consumer, 'esm.mjs'),
      `import { createClient } from 'w3data'\nimport { createMockServer, MOCK_API_KEY } from 'w3data/mock'\n${call}`,
    )
    run('node', ['esm.mjs'], consumer)
  })
  for (const how of ['import', 'require'] as const)
    await step(
      `(a2) ${how}('w3data') in Node loads at most ${IMPORT_BUDGET.files} files and ${IMPORT_BUDGET.bytes} bytes of w3data and no other package; then EvmAddress checksums, SolAddress decodes and BigNumber divides, loading ${USED_LIBRARIES.join(', ')}`,
      () => {
        const { atLoad, used, packagesAfterUse } = nodeLoads(consumer, how)
        const extra = atLoad.packages.filter((name) => !IMPORT_BUDGET.packages.includes(name))
        if (atLoad.files > IMPORT_BUDGET.files || atLoad.bytes > IMPORT_BUDGET.bytes || extra.length)
          throw new Error(`${how}('w3data') loads ${JSON.stringify(atLoad)}`)
        if (JSON.stringify(used) !== JSON.stringify(VALUE_TYPES_USED))
          throw new Error(
            `the value types gave ${JSON.stringify(used)}, not ${JSON.stringify(VALUE_TYPES_USED)}`,
          )
        const missing = USED_LIBRARIES.filter((name) => !packagesAfterUse.includes(name))
        if (missing.length) throw new Error(`the value types ran without loading ${missing.join(', ')}`)
      },
    )
  // README, "Install": bundlers take the libraries' own chunks (condition "module"), so a bundled
  // Node app runs where no node_modules is.
  await step('(a3) a Node app bundled by esbuild (platform node) runs with no node_modules beside it', () => {
    const app = join(scratch, 'bundled', 'app.mjs')
    writeFileSync(
      join(consumer, 'bundled.mjs'),
      `import * as w3data from 'w3data'\nconsole.log(JSON.stringify(${USE_VALUE_TYPES}))`,
    )
    const esbuild = join(ROOT, 'node_modules', '.bin', 'esbuild')
    run(esbuild, ['bundled.mjs', '--bundle', '--platform=node', '--format=esm', `--outfile=${app}`], consumer)
    const used = run('node', [app], dirname(app)).trim()
    if (used !== JSON.stringify(VALUE_TYPES_USED)) throw new Error(`the bundled app printed ${used}`)
  })
  await step('(b) require() and a call against the mock (Node ≥ 20.19 loads the ESM build)', () => {
    writeFileSync(
      join(consumer, 'cjs.cjs'),
      `const { createClient } = require('w3data')\nconst { createMockServer, MOCK_API_KEY } = require('w3data/mock')\n;(async () => {${call}})().catch((error) => { console.error(error); process.exit(1) })`,
    )
    run('node', ['--no-warnings', 'cjs.cjs'], consumer)
  })

  await step(
    '(b2) the w3data bin: a call against the embedded mock, the package entries found by name',
    () => {
      const bin = join(consumer, 'node_modules', '.bin', 'w3data')
      const out = run(
        bin,
        ['evm', 'getNativeBalance', '--address', '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5', '--mock'],
        consumer,
      )
      const balance = (JSON.parse(out) as { balance?: unknown }).balance
      if (typeof balance !== 'string') throw new Error(`no balance: ${out}`)
    },
  )

  // mcp/README.md, "Install": the command it gives, run where `npm pack` and `make mcp-pack` put
  // the tarballs, into a scratch prefix; then the installed bin answers tools/list over stdio.
  await step(
    '(b3) w3data-mcp: both tarballs in one npm install -g, as the READMEs say; its bin lists tools',
    () => {
      mkdirSync(join(scratch, 'mcp'))
      const mcpTarball = packInto(join(scratch, 'mcp'), join(ROOT, 'mcp')).tarball
      const command = `npm install -g ./${basename(tarball)} ./mcp/${basename(mcpTarball)}`
      for (const readme of ['mcp/README.md', 'README.md']) {
        const [said = ''] = /^npm install -g [^#\n]*/m.exec(readFileSync(join(ROOT, readme), 'utf8')) ?? []
        if (said.trim() !== command) throw new Error(`${readme} says "${said.trim()}", not "${command}"`)
      }
      const prefix = join(scratch, 'global')
      const options = ['--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund']
      run('npm', [...command.split(' ').slice(1), ...options], scratch)
      const requests = [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'package-check', version: '0' },
          },
        },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      ]
      const answers = execFileSync(join(prefix, 'bin', 'w3data-mcp'), ['--mock'], {
        cwd: scratch,
        input: requests.map((request) => `${JSON.stringify(request)}\n`).join(''),
        // Its start-up line stays out of the check's output; a failure's error holds it.
        stdio: ['pipe', 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: 60_000,
      })
      const listed = answers
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id?: number; result?: { tools?: unknown[] } })
        .find((answer) => answer.id === 2)?.result?.tools
      if (!listed?.length) throw new Error(`no tools listed: ${answers.slice(0, 500)}`)
    },
  )

  // jobs/README.md, "Install": both tarballs, where `npm pack` and `make jobs-pack` put them, in one
  // npm install of a project of its own; then its bin by npx.
  await step(
    '(b4) w3data-jobs: both tarballs in one npm install, as its README says; npx w3data-jobs --help',
    () => {
      const user = join(scratch, 'jobs-user')
      mkdirSync(join(user, 'jobs'), { recursive: true })
      copyFileSync(tarball, join(user, basename(tarball)))
      const jobsTarball = packInto(join(user, 'jobs'), join(ROOT, 'jobs')).tarball
      const command = `npm install ./${basename(tarball)} ./jobs/${basename(jobsTarball)}`
      const [said = ''] =
        /^npm install \.\/[^#\n]*/m.exec(readFileSync(join(ROOT, 'jobs/README.md'), 'utf8')) ?? []
      if (said.trim() !== command) throw new Error(`jobs/README.md says "${said.trim()}", not "${command}"`)
      writeFileSync(join(user, 'package.json'), JSON.stringify({ name: 'jobs-user', private: true }))
      const options = ['--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock']
      run('npm', [...command.split(' ').slice(1), ...options], user)
      const help = run('npx', ['--no-install', 'w3data-jobs', '--help'], user)
      if (!help.includes('w3data-jobs add <api> <operation>'))
        throw new Error(`no help: ${help.slice(0, 500)}`)
    },
  )

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
  await step('tools project: the tarball, React and the build tools linked', () => {
    installTarball(scratch, 'tools', tarball)
    for (const name of toolPackages) {
      mkdirSync(dirname(join(tools, 'node_modules', name)), { recursive: true })
      symlinkSync(join(ROOT, 'node_modules', name), join(tools, 'node_modules', name), 'dir')
    }
  })

  // What users copy compiles against what they install, and the JSDoc examples run.
  const examplesDir = join(tools, 'examples')
  const dist = join(tools, 'node_modules', 'w3data', 'dist')
  const examples = [
    ...declarationExamples(dist),
    ...readmeExamples(readFileSync(join(ROOT, 'README.md'), 'utf8')),
  ]
  const exported = await entryExports(
    tools,
    ENTRIES.filter((entry) => entry !== 'w3data/react'),
  )
  mkdirSync(examplesDir)
  const exampleFiles = writeExamples(examplesDir, examples, exported, dist)
  // The last four checks share nothing but the installed package: they run side by side, each
  // printed when it ends (TypeScript 5 alone takes about as long as the other three).
  const runnable = exampleFiles.filter((_, index) => examples[index]?.runnable)
  await Promise.all([
    step(
      `(c) tsc --noEmit, strict: every entry and ${examples.length} JSDoc @example and README blocks (nodenext) with TypeScript 5 and 7, every entry (bundler) with TypeScript 7; skipLibCheck false with TypeScript 7`,
      // One program per resolution: the examples are checked with the entries under nodenext.
      async () => {
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
        // Both compilers a user may have read the examples under nodenext; TypeScript 7 (tools/'s,
        // four times faster) also checks every declaration file and the bundler resolution.
        // TypeScript 5 skips checking the declarations it reads (three fifths of its time).
        const TSC5 = join(ROOT, 'node_modules', '.bin', 'tsc')
        const TSC7 = join(ROOT, 'tools', 'node_modules', '.bin', 'tsc')
        const compilers = [
          ['ts5', 'nodenext', TSC5],
          ['ts7', 'nodenext', TSC7],
          ['ts7-bundler', 'bundler', TSC7],
        ] as const
        for (const [name, resolution, tsc] of compilers)
          writeFileSync(
            join(tools, `tsconfig.${name}.json`),
            JSON.stringify({
              compilerOptions: {
                module: resolution === 'bundler' ? 'esnext' : 'nodenext',
                moduleResolution: resolution,
                target: 'es2022',
                strict: true,
                skipLibCheck: tsc === TSC5,
                noEmit: true,
                types: ['node'],
                jsx: 'react-jsx',
              },
              files: ['src/entries.ts'],
              include: resolution === 'nodenext' ? ['examples/*.ts'] : [],
            }),
          )
        await Promise.all(
          compilers.map(([name, , tsc]) => runAsync(tsc, ['-p', `tsconfig.${name}.json`], tools)),
        )
      },
    ),
    step(`(c3) the ${runnable.length} runnable examples against the mock`, async () => {
      writeFileSync(join(tools, 'run-examples.ts'), runnerScript(runnable))
      await runAsync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['run-examples.ts'], tools)
    }),
    step('(d) vite build of a React app on w3data/react: no Node built-in in the bundle', async () => {
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
      await runAsync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], tools)
      const assets = join(tools, 'dist', 'assets')
      for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
        const code = readFileSync(join(assets, name), 'utf8')
        const builtin = code.match(/["'](node:[a-z_/]+|fs|path|http|https|crypto|stream|zlib)["']/)
        if (builtin) throw new Error(`${name} refers to the Node built-in ${builtin[1]}`)
        if (code.includes('__vite-browser-external')) throw new Error(`${name} holds a browser-external stub`)
      }
    }),
    // attw's esm-only profile: node16 from ESM and bundlers must resolve; node10 and require() from
    // CJS-typed code are what the package does not support (README, "Install").
    step('(e) publint --strict and attw --profile esm-only', async () => {
      await runAsync(join(ROOT, 'node_modules', '.bin', 'publint'), ['--strict', tarball], ROOT)
      await runAsync(join(ROOT, 'node_modules', '.bin', 'attw'), [tarball, '--profile', 'esm-only'], ROOT)
    }),
  ])

  const figures = [
    ['node_modules after installing the tarball', sizeOf(nodeModules), TARGETS.nodeModulesBytes, 'bytes'],
    ['packages installed', installed.length, TARGETS.packages, `(${installed.join(', ')})`],
    ["w3data's own unpacked size", pack.unpackedSize, TARGETS.unpackedBytes, 'bytes'],
    ['tarball', pack.size, TARGETS.tarballBytes, 'bytes'],
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
