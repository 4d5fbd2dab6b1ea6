/**
 * The progress line of an export (items, pages) or of an input file (lines), on stderr and only
 * on a terminal: the count, its rate, an ETA when the answer carries a total, and with a budget
 * the compute units spent and their rate. Redrawn at most every 200 ms.
 */
export interface Progress {
  update(counts: { items: number; pages?: number; total: number | undefined }): void
  done(): void
}

/** What the line shows beside the count: the noun counted, and the run's compute-unit budget. */
export interface ProgressShows {
  noun?: string
  budget?: { stats(): { units: number } } | undefined
}

const REDRAW_MS = 200

export function createProgress(
  stream: NodeJS.WriteStream,
  startItems: number,
  { noun = 'items', budget }: ProgressShows = {},
): Progress {
  if (!stream.isTTY) return { update: () => {}, done: () => {} }
  const started = performance.now()
  const startUnits = budget?.stats().units ?? 0
  let drawn = 0
  let shown = false
  return {
    update({ items, pages, total }) {
      const now = performance.now()
      if (now - drawn < REDRAW_MS) return
      drawn = now
      const seconds = (now - started) / 1000
      const rate = seconds > 0 ? (items - startItems) / seconds : 0
      const eta =
        total !== undefined && rate > 0 && total > items
          ? `, ETA ${formatDuration((total - items) / rate)}`
          : ''
      const of = total !== undefined ? ` of ${total}` : ''
      const paged = pages !== undefined ? `, ${pages} pages` : ''
      const units = budget ? budget.stats().units - startUnits : 0
      const spent = budget && seconds > 0 ? `, ${units} CU at ${Math.round(units / seconds)} CU/s` : ''
      stream.write(`\r\x1b[K${items}${of} ${noun}${paged}, ${Math.round(rate)} ${noun}/s${eta}${spent}`)
      shown = true
    },
    done() {
      if (shown) stream.write('\r\x1b[K')
    },
  }
}

function formatDuration(seconds: number): string {
  const whole = Math.ceil(seconds)
  if (whole < 60) return `${whole}s`
  const minutes = Math.floor(whole / 60)
  return minutes < 60
    ? `${minutes}m${String(whole % 60).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`
}
