// The summary table of RESULTS.md: each figure of issue 11 (with issue 12's regeneration time and
// issue 39's tighter targets) beside its target and stretch, raw fetch's figure where the figure is
// relative to it, and the incumbent's, all from the same run.

import { type IterateRow, peakRss } from '../suites/iterate'
import type { PerCallRow } from '../suites/perCall'
import { table } from './markdown'
import type { Results } from './results'
import { fmtDelta, fmtKB, fmtMs, fmtRatio, MB } from './stats'

/** A row's median over raw fetch's on the same operation and server. */
export function ratioTo(rows: readonly PerCallRow[], row: PerCallRow): number {
  const base = rows.find(
    (other) => other.operation === row.operation && other.server === row.server && other.peer === 'fetch',
  )
  return base ? row.medianMs / base.medianMs : Number.NaN
}

interface Figure {
  measure: string
  w3data: number
  incumbent: string
  target: number
  stretch?: number
  show: (value: number) => string
}

const us = (value: number) => `+${value.toFixed(1)} µs`
const plusMs = (value: number) => `+${fmtMs(value)}`

function verdictOf({ w3data, target, stretch }: Figure): string {
  if (!Number.isFinite(w3data)) return 'n/a'
  if (stretch !== undefined && w3data <= stretch) return 'met (stretch too)'
  return w3data <= target ? 'met' : 'MISSED'
}

export function figures(results: Results): Figure[] {
  const { perCall, large, iterate, bundles, coldImport, profiles, regenerate } = results
  const ratio = (row: PerCallRow) => ratioTo(perCall, row)
  const replay = perCall.filter((row) => row.server === 'replay')
  const worst = (peer: string) =>
    Math.max(...replay.filter((row) => row.peer === peer).map(ratio), Number.NEGATIVE_INFINITY)
  const fetchLarge = large.find((row) => row.peer === 'fetch')!
  const w3Large = large.find((row) => row.peer === 'w3data')!
  const moralisLarge = large.find((row) => row.peer === 'moralis')
  const iterateOf = (peer: string) => iterate.find((row) => row.peer === peer)
  const maxRss = (row: IterateRow | undefined) => (row ? peakRss(row) : Number.NaN)
  const rawLoop = maxRss(iterateOf('fetch'))
  const moralisIterate = iterateOf('moralis')
  const packed = (app: string) =>
    bundles.packed.find((row) => row.app.id === app && row.bundler === 'vite')?.gzip ?? Number.NaN
  const incumbentBundle = bundles.sources.find((row) => row.id.startsWith('moralis'))
  const cold = (prefix: string) => coldImport.find((row) => row.subject.startsWith(prefix))
  const coldMoralis = cold('moralis')
  const { kyUs, w3dataUs } = profiles.overhead
  const moralisReplay = worst('moralis')
  return [
    {
      measure: 'small GET on loopback, replayed bytes, × raw fetch (worst row)',
      w3data: worst('w3data'),
      incumbent: Number.isFinite(moralisReplay) ? fmtRatio(moralisReplay) : '—',
      target: 1.25,
      stretch: 1.1,
      show: fmtRatio,
    },
    {
      measure: "client CPU per call with an in-memory fetch, w3data's own over ky as attempt.ts calls it",
      w3data: w3dataUs !== undefined && kyUs !== undefined ? w3dataUs - kyUs : Number.NaN,
      incumbent: '— (axios: no fetch to replace)',
      target: 20,
      stretch: 10,
      show: us,
    },
    {
      measure: '10,000 items, time × fetch + JSON.parse',
      w3data: w3Large.medianMs / fetchLarge.medianMs,
      incumbent: moralisLarge ? fmtRatio(moralisLarge.medianMs / fetchLarge.medianMs) : '—',
      // Issue 39: the exact-integer pass costs nothing when no integer needs it.
      target: 1,
      show: fmtRatio,
    },
    {
      measure: '10,000 items, peak RSS over fetch + JSON.parse',
      w3data: (w3Large.maxRss - fetchLarge.maxRss) / MB,
      incumbent: moralisLarge ? fmtDelta(moralisLarge.maxRss - fetchLarge.maxRss) : '—',
      target: 15,
      show: (value) => fmtDelta(value * MB),
    },
    {
      measure: `iterate() over ${(iterateOf('w3data')?.items ?? 0).toLocaleString('en')} items, max RSS over the raw-fetch loop`,
      w3data: (maxRss(iterateOf('w3data')) - rawLoop) / MB,
      incumbent: moralisIterate ? fmtDelta(maxRss(moralisIterate) - rawLoop) : '—',
      target: 15,
      stretch: 5,
      show: (value) => fmtDelta(value * MB),
    },
    {
      measure:
        'one EVM operation + createBaseClient, browser, min+gzip (packed package, Vite; `make size`, ' +
        'createBaseClient from `w3data/core`)',
      w3data: packed('evm.getWalletHistory + createBaseClient'),
      incumbent:
        incumbentBundle?.gzip !== undefined
          ? `${fmtKB(incumbentBundle.gzip)}${incumbentBundle.error ? ' (does not build for the browser)' : ''}`
          : 'does not build',
      target: 12 * 1024,
      stretch: 10 * 1024,
      show: fmtKB,
    },
    {
      measure: 'createClient + one EVM call, loaded, browser, min+gzip (packed package, Vite)',
      w3data: packed('createClient + evm.getWalletHistory'),
      incumbent: '—',
      target: 50 * 1024,
      show: fmtKB,
    },
    {
      measure: 'cold import of `w3data` over bare node',
      w3data: cold('w3data (')?.overMs ?? Number.NaN,
      incumbent: coldMoralis ? plusMs(coldMoralis.overMs) : '—',
      // Issue 39 (issue 11 asked for 25).
      target: 20,
      stretch: 15,
      show: plusMs,
    },
    {
      measure: `full regeneration (\`tsx generator/cli.ts\`, spawn to exit; issue 12)`,
      w3data: regenerate.medianMs,
      incumbent: '— (no generator)',
      target: 2500,
      show: fmtMs,
    },
    {
      measure: 'full regeneration, cold (nothing of the catalogue kept from an earlier run)',
      w3data: regenerate.coldMs,
      incumbent: '— (no generator)',
      target: 2500,
      show: fmtMs,
    },
    {
      measure:
        "full regeneration after one API's spec is edited (its wire types render, the others are kept)",
      w3data: regenerate.editedMs,
      incumbent: '— (no generator)',
      target: 2500,
      show: fmtMs,
    },
    {
      measure: '`make dev`: one API regenerated after an edit, in process (no target of its own)',
      w3data: regenerate.devMs,
      incumbent: '— (no generator)',
      target: Number.POSITIVE_INFINITY,
      show: fmtMs,
    },
    {
      measure: 'cold import of `w3data/evm` over bare node (no target of its own)',
      w3data: cold('w3data/evm')?.overMs ?? Number.NaN,
      incumbent: coldMoralis ? plusMs(coldMoralis.overMs) : '—',
      target: Number.POSITIVE_INFINITY,
      show: plusMs,
    },
  ]
}

/** The targets table: figure, w3data, raw fetch's own figure where one applies, target, stretch, incumbent, verdict. */
export function targetsTable(results: Results): string {
  return table(
    [
      ['figure', 'w3data', 'target', 'stretch', 'incumbent (moralis@2.27.2)', 'verdict'],
      ...figures(results).map((figure) => [
        figure.measure,
        figure.show(figure.w3data),
        Number.isFinite(figure.target) ? `≤ ${figure.show(figure.target)}` : '—',
        figure.stretch !== undefined ? `≤ ${figure.show(figure.stretch)}` : '—',
        figure.incumbent,
        Number.isFinite(figure.target) ? verdictOf(figure) : 'n/a',
      ]),
    ],
    ['l', 'r', 'r', 'r', 'r', 'l'],
  )
}
