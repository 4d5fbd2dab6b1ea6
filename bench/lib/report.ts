import { peakRss } from '../suites/iterate'
import type { ProfileOutput } from '../workers/profile'
import { budgetSection } from './budgetReport'
import { bundleSection } from './bundleReport'
import { jobsSection } from './jobsReport'
import { table } from './markdown'
import { MISSES } from './misses'
import type { Results } from './results'
import { fmtDelta, fmtKB, fmtMB, fmtMs, fmtRatio, MB } from './stats'
import { ratioTo, targetsTable } from './targets'

const ITERATE_PEERS = {
  fetch: 'raw fetch loop',
  'fetch-signal': 'raw fetch loop, `signal: AbortSignal.timeout(20_000)` on each fetch',
  'fetch-ky': 'raw loop through ky, as `runtime/http/attempt.ts` calls it',
  w3data: 'w3data iterate()',
  moralis: 'moralis: `next()` while `hasNext()`',
} as const

export function render(results: Results): string {
  const { machine, perCall, large, iterate, bundles, coldImport, regenerate, profiles } = results
  const w3Iterate = iterate.find((row) => row.peer === 'w3data')!

  const out: string[] = []
  out.push('# w3data benchmarks', '')
  out.push(
    `Made by \`make bench\` (\`bench/run.ts\`) on ${machine.date}, in ${results.seconds.toFixed(0)} s. ` +
      'Every server and client is on 127.0.0.1; outbound connections are refused in every process ' +
      `(${results.blocked} were attempted).`,
    '',
  )
  out.push(
    table([
      ['machine', ''],
      ['CPU', `${machine.cpu}, ${machine.cores} cores, ${machine.memory}`],
      ['Node', machine.node],
      ['OS', machine.os],
      ['commit', machine.commit],
      ['load average (1/5/15 min) before → after', `${machine.load} → ${results.loadAfter}`],
    ]),
    '',
  )
  const [loadBefore = 0] = machine.load.split(' / ').map(Number)
  if (loadBefore > machine.cores)
    out.push(
      `> **Shared machine**: the 1-minute load average was ${loadBefore} on ${machine.cores} cores when the run ` +
        'began: other work shared the CPU, so absolute times are high and noisy; compare the ratios.',
      '',
    )
  out.push(
    '> Absolute times depend on the machine and on what else runs on it (a load average above the core count means ' +
      'other work shared the CPU); the ratios compare peers measured side by side, interleaved, in the same run.',
    '',
  )

  out.push('## Targets (issues 11, 12 and 39)', '', targetsTable(results), '')

  out.push('## Misses and their causes', '')
  for (const [measure, cause] of MISSES) out.push(`- **${measure}**: ${cause}`)
  out.push('')

  out.push('## Per-call time', '')
  out.push(
    `2,000 sequential GETs per peer and row (after 200 warm-up calls each), interleaved in blocks of 100 with the ` +
      'order rotated per block; median and 90th percentile of the single calls. **mock**: the mock provider ' +
      "(`createMockServer`, which checks parameters and generates each answer); **replay**: the mock's answers " +
      "fetched once and replayed as bytes, so that the time is the client's. Raw fetch sends the same URL and " +
      'API-key headers and `JSON.parse`s the text.',
    '',
  )
  out.push(
    table(
      [
        ['operation', 'server', 'peer', 'median', 'p90', '× raw fetch'],
        ...perCall.map((row) => [
          row.operation,
          row.server,
          row.peer,
          fmtMs(row.medianMs),
          fmtMs(row.p90Ms),
          fmtRatio(ratioTo(perCall, row)),
        ]),
      ],
      ['l', 'l', 'l', 'r', 'r', 'r'],
    ),
    '',
  )
  out.push(...overheadSection(profiles.overhead))

  out.push(...largeSection(large, results.largeBytes))

  const rawLoop = iterate.find((row) => row.peer === 'fetch')
  const rawLoopRss = rawLoop ? peakRss(rawLoop) : Number.NaN
  out.push('## iterate() over a million items', '')
  out.push(
    `EVM \`getWalletNFTs\`, ${results.pageSize} items a page (${(w3Iterate.items / results.pageSize).toLocaleString('en')} ` +
      'pages), served on the fly with a cursor by a local server; each peer in its own process. The raw-fetch ' +
      'peers follow the cursor by hand; the second gives each fetch a timeout signal, as any client that can ' +
      'time out or cancel a call must, and the third fetches through ky as w3data does (without mapping). ' +
      'RSS is sampled after every tenth of the items; the live heap is measured after a forced GC at the ' +
      'first item and at the last but one. Peak RSS varies by 20 MB or more from run to run here, so each peer but ' +
      'the incumbent runs three times, interleaved, and the row shown is its run with the median peak.',
    '',
  )
  out.push(
    table(
      [
        [
          'peer',
          'time',
          'items/s',
          'RSS at start',
          'RSS at 10 % … 100 %',
          'max RSS',
          'over the raw loop',
          'live heap first → last',
        ],
        ...iterate.map((row) => [
          ITERATE_PEERS[row.peer],
          fmtMs(row.ms),
          Math.round(row.items / (row.ms / 1000)).toLocaleString('en'),
          fmtMB(row.rssStart),
          row.rssSamples.map((value) => (value / MB).toFixed(0)).join(' '),
          fmtMB(peakRss(row)),
          row.peer === 'fetch' ? '—' : fmtDelta(peakRss(row) - rawLoopRss),
          `${fmtMB(row.heapFirst)} → ${fmtMB(row.heapLast)}`,
        ]),
      ],
      ['l', 'r', 'r', 'r', 'l', 'r', 'r', 'r'],
    ),
    '',
  )

  out.push(...bundleSection(bundles))

  out.push(...coldImportSection(coldImport, results.loaded))

  out.push(...regenerationSection(regenerate))

  out.push('## Profiles (where the time goes)', '')
  out.push(
    'V8 CPU profiles (100 µs sampling) taken in-process under tsx, so that frames name the source files. Self time, share of busy samples.',
    '',
  )
  out.push(
    ...profileSection(OVERHEAD_TITLE, profiles.overhead.summary),
    ...profileSection(LARGE_TITLE, profiles.large.summary),
  )

  out.push(...budgetSection(results.budget), '')
  out.push(...jobsSection(results.jobs), '')

  out.push('## How the incumbent is run', '')
  out.push(
    '`moralis@2.27.2` is installed in `bench/package.json` only. Its EVM base URL is a core config key, ' +
      '`evmApiBaseUrl` (default `https://deep-index.moralis.io/api/v2.2`, registered by `@moralisweb3/evm-api`), so ' +
      "it is started with `Moralis.start({ apiKey, evmApiBaseUrl: '<local server>/evm', logLevel: 'off' })` and " +
      "switched between local servers with `Moralis.Core.config.set('evmApiBaseUrl', …)`; no request is " +
      'intercepted. Its Aptos API has fixed hosts, so it is not measured on Aptos. Every bench process installs a ' +
      'guard on `net.Socket.prototype.connect` that refuses any host outside 127.0.0.0/8, ::1 and localhost before ' +
      'a DNS lookup is made (fetch/undici, node:http and axios all connect through it).',
    '',
  )
  return out.join('\n')
}

/** The 10,000-item table: one page through each peer, its time and memory beside fetch + parse. */
export function largeSection(large: Results['large'], largeBytes: number): string[] {
  const fetchLarge = large.find((row) => row.peer === 'fetch')!
  const lines: string[] = []
  lines.push('## 10,000-item response', '')
  lines.push(
    `EVM \`getWalletNFTs\` answering one page of 10,000 NFTs (${fmtMB(largeBytes)} of JSON: the mock's ` +
      'items without the opt-in fields `normalized_metadata`, `media`, `last_sale`, `floor_price*`, and with ' +
      '`metadata` a JSON string as the provider sends it, and ENS-style token ids: uint256 values written as 77-digit ' +
      'strings), pre-built and served as bytes by a local server. ' +
      'Each run is a fresh process (plain node, the package built as tsup builds it) that warms up on 100-item ' +
      'pages, collects garbage, then times one call until the peer hands over its items: parsed snake_case ' +
      "objects for raw fetch, w3data's camelCase `result`, the incumbent's `EvmNft` objects (`response.result`). " +
      `Median of ${fetchLarge.runs} runs per peer, interleaved.`,
    '',
  )
  lines.push(
    table(
      [
        [
          'peer',
          'time',
          '× fetch + parse',
          'peak RSS (ru_maxrss)',
          'over fetch + parse',
          'RSS growth during the call',
        ],
        ...large.map((row) => [
          row.peer,
          fmtMs(row.medianMs),
          fmtRatio(row.medianMs / fetchLarge.medianMs),
          fmtMB(row.maxRss),
          row.peer === 'fetch' ? '—' : fmtDelta(row.maxRss - fetchLarge.maxRss),
          fmtDelta(row.growth),
        ]),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
  )
  return lines
}

/** The in-memory per-call table: the bare path, one signal-following Request, ky, and w3data. */
export function overheadSection({ bareUs, signalUs, kyUs, w3dataUs }: ProfileOutput): string[] {
  if (bareUs === undefined || kyUs === undefined || w3dataUs === undefined) return []
  // A noisy run can put a row under the one it is compared with: −2.3, not +-2.3.
  const over = (us: number, base: number) => `${us >= base ? '+' : '−'}${Math.abs(us - base).toFixed(1)}`
  return [
    'Client overhead without a socket (an in-memory `fetch` answering `{"balance":"…"}`, median µs per call; ' +
      'every path sends the headers w3data sends, its API key and the four platform headers, which ky copies ' +
      'into each Headers and Request it makes):',
    '',
    table(
      [
        ['path', 'µs per call', 'over the bare path', 'over ky'],
        ['Response + `text()` + `JSON.parse` (the bare path)', bareUs.toFixed(1), '—', '—'],
        ...(signalUs === undefined
          ? []
          : [
              [
                'the same through `new Request(url, { headers, signal })`, as fetch makes one per call',
                signalUs.toFixed(1),
                over(signalUs, bareUs),
                '—',
              ],
            ]),
        [
          'ky, called as `runtime/http/attempt.ts` calls it (its timeout, a timer on the body read), + `text()` + `JSON.parse`',
          kyUs.toFixed(1),
          over(kyUs, bareUs),
          '—',
        ],
        [
          'w3data `getNativeBalance` (all of it)',
          w3dataUs.toFixed(1),
          over(w3dataUs, bareUs),
          over(w3dataUs, kyUs),
        ],
      ],
      ['l', 'r', 'r', 'r'],
    ),
    '',
    'Where the µs go is under *Profiles* below.',
    '',
  ]
}

export const LARGE_TITLE = 'w3data `getWalletNFTs` × 6 of 10,000 items from the local server'
export const OVERHEAD_TITLE = 'w3data `getNativeBalance` × 8,000 over an in-memory fetch (no socket)'

/** One profile's tables: self time by step, by file and by function. */
export function profileSection(title: string, summary: ProfileOutput['summary']): string[] {
  const share = (hot: { share: number }) => `${(hot.share * 100).toFixed(1)} %`
  return [
    `### ${title}`,
    '',
    table(
      [['step', 'self', 'share'], ...summary.steps.map((hot) => [hot.name, fmtMs(hot.ms), share(hot)])],
      ['l', 'r', 'r'],
    ),
    '',
    table(
      [
        ['file', 'self', 'share'],
        ...summary.files.map((hot) => [`\`${hot.name}\``, fmtMs(hot.ms), share(hot)]),
      ],
      ['l', 'r', 'r'],
    ),
    '',
    table(
      [
        ['function', 'self', 'share'],
        ...summary.functions.slice(0, 10).map((hot) => [`\`${hot.name}\``, fmtMs(hot.ms), share(hot)]),
      ],
      ['l', 'r', 'r'],
    ),
    '',
  ]
}

export function coldImportSection(coldImport: Results['coldImport'], loaded: Results['loaded']): string[] {
  const out: string[] = []
  out.push('## Cold import', '')
  out.push(
    `Spawn to exit, median of ${coldImport[0]?.runs ?? 0} interleaved runs each (after one untimed run to warm ` +
      'the disk cache). w3data is the package as tsup builds it (esbuild, ESM, split chunks, dependencies ' +
      'external), built into `node_modules/.cache/w3data-bench/dist` beside package.json\'s "imports", by which ' +
      'Node loads keccak-256, base58 and big.js on first use and bundlers (`-C module`) at import.',
    '',
  )
  out.push(
    table(
      [
        ['import', 'command', 'median', 'over bare node'],
        ...coldImport.map((row) => [
          row.subject,
          `\`${row.command}\``,
          fmtMs(row.medianMs),
          row.subject === 'bare node' ? '—' : `+${fmtMs(row.overMs)}`,
        ]),
      ],
      ['l', 'l', 'r', 'r'],
    ),
    '',
  )

  for (const [name, code] of [
    ["import('w3data')", loaded.index],
    ["import('w3data/evm')", loaded.evm],
  ] as const) {
    out.push(
      `${name} loads ${fmtKB(code.bytes)} of built JS in ${code.files} files in Node (not counting its dependencies), ` +
        'by source: ' +
        code.groups
          .slice(0, 8)
          .map((group) => `${group.path} ${fmtKB(group.bytes)}`)
          .join(', ') +
        '.',
      '',
    )
  }
  return out
}

export function regenerationSection(regenerate: Results['regenerate']): string[] {
  return [
    '## Regeneration',
    '',
    `\`tsx generator/cli.ts --out <tmp>\` (${regenerate.files} files), medians of ${regenerate.runs} rounds, from spawn ` +
      `to exit: **${fmtMs(regenerate.medianMs)}** with the wire types kept by the run before, of which the generator ` +
      `reports ${fmtMs(regenerate.reportedMs)} (reading and modelling the catalogue, loading the emitters, emitting, ` +
      'formatting with Biome, writing; the rest is Node, tsx and the first modules); ' +
      `**${fmtMs(regenerate.coldMs)}** cold, with no wire types, parsed spec files nor formatted texts kept, ` +
      'when every file is parsed and formatted and openapi-typescript renders the wire types on a second ' +
      'thread meanwhile, which parses the spec files first (TypeScript and ts-morph compiled from the code ' +
      'caches in node_modules/.cache/w3data-code, which a cold run keeps: bench/suites/regenerate.ts says why); ' +
      `**${fmtMs(regenerate.editedMs)}** after the EVM API's index.yaml is edited, when its wire types render and ` +
      "the others are kept. `make dev`'s watcher regenerates the edited API in " +
      `**${fmtMs(regenerate.devMs)}** (\`bench/workers/regenerateOne.ts\`, the time it reports). Where the time ` +
      'went before: the TypeScript formatter ts-morph calls (about half of 4.6 s, now Biome: 0.2 s), the YAML ' +
      'parser with source ranges (now js-yaml, the ranges parsed only for a problem), openapi-typescript on the ' +
      "main thread, ts-morph loaded for its code writer, and Redocly's lint and bundle before each render.",
    '',
  ]
}
