/**
 * The progress line of an export, on stderr and only on a terminal: items, pages, items per
 * second, and an ETA when the answer carries a total. Redrawn at most every 200 ms.
 */
export interface Progress {
  update(counts: { items: number; pages: number; total: number | undefined }): void
  done(): void
}

const REDRAW_MS = 200

export function createProgress(stream: NodeJS.WriteStream, startItems: number): Progress {
  if (!stream.isTTY) return { update: () => {}, done: () => {} }
  const started = performance.now()
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
      stream.write(`\r\x1b[K${items}${of} items, ${pages} pages, ${Math.round(rate)} items/s${eta}`)
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
