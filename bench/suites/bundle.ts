// Bundle sizes for the browser: the budgeted apps on the packed package (the figures quoted), the
// same entries bundled from the .ts sources module by module (where the bytes come from), and the
// incumbent.
import { BENCH_DIR } from '../lib/paths'
import {
  BUDGETED_CASES,
  type BundleCase,
  type BundleResult,
  bundle,
  byGroup,
  type ModuleBytes,
} from '../size/bundle'
import { type AppRow, measureApps } from '../size/measureApps'

export interface Bundles {
  /** The apps of bench/size/apps.ts, bundled against the packed package as `make size` bundles them. */
  packed: AppRow[]
  /** Entries bundled from the .ts sources, with the bytes of each module; the incumbent last. */
  sources: BundleRow[]
}

export interface BundleRow {
  id: string
  label: string
  minified?: number
  gzip?: number
  /** The largest parts, grouped by package or repository folder. */
  groups: ModuleBytes[]
  /** The largest single modules. */
  modules: ModuleBytes[]
  /** Why it could not be bundled as asked, if so. */
  error?: string
  note?: string
}

const MORALIS_CODE = [
  "import Moralis from 'moralis'",
  'export async function run(apiKey: string) {',
  '  await Moralis.start({ apiKey })',
  "  return Moralis.EvmApi.wallets.getWalletHistory({ address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chain: '0x1' })",
  '}',
].join('\n')

const NODE_BUILTINS = [
  'crypto',
  'buffer',
  'stream',
  'http',
  'https',
  'url',
  'zlib',
  'util',
  'events',
  'assert',
  'os',
  'path',
  'fs',
  'net',
  'tls',
  'querystring',
  'string_decoder',
  'process',
  'vm',
  'http2',
  'child_process',
]

function row(entry: BundleCase, result: BundleResult): BundleRow {
  return {
    id: entry.id,
    label: entry.label,
    minified: result.minified,
    gzip: result.gzip,
    groups: byGroup(result.modules).slice(0, 8),
    modules: result.modules.slice(0, 10),
  }
}

function message(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string } | null }[] }).errors
  if (!errors?.length) return String(error)
  const first = errors
    .slice(0, 3)
    .map((item) => `${item.text}${item.location ? ` (${item.location.file})` : ''}`)
    .join('; ')
  return `${errors.length} esbuild error(s), e.g. ${first}`
}

export async function bundles(): Promise<Bundles> {
  const packed = await measureApps()
  const rows: BundleRow[] = []
  for (const entry of BUDGETED_CASES) rows.push(row(entry, await bundle(entry)))

  const incumbent: BundleCase = {
    id: 'moralis: EvmApi.wallets.getWalletHistory',
    label: "`Moralis.start` + `Moralis.EvmApi.wallets.getWalletHistory` from 'moralis'",
    code: MORALIS_CODE,
    resolveDir: BENCH_DIR,
  }
  try {
    rows.push(row(incumbent, await bundle(incumbent)))
  } catch (error) {
    const failed: BundleRow = {
      id: incumbent.id,
      label: incumbent.label,
      groups: [],
      modules: [],
      error: message(error),
    }
    // How big it is before any polyfill: Node's built-ins left out (it would not run as is).
    try {
      const external = NODE_BUILTINS.flatMap((name) => [name, `node:${name}`])
      const result = await bundle({ ...incumbent, id: `${incumbent.id} (built-ins external)`, external })
      Object.assign(failed, row(incumbent, result), {
        note: "size with Node's built-ins left out, i.e. before the polyfills it needs",
      })
    } catch (again) {
      failed.note = `not measurable even with built-ins external: ${message(again)}`
    }
    rows.push(failed)
  }
  process.stderr.write('  bundle sizes: done\n')
  return { packed, sources: rows }
}
