import { describe, expect, it, vi } from 'vitest'
import { createProgress } from './progress'

const streamOf = (isTTY: boolean) => {
  const written: string[] = []
  const stream = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream
  return { stream, written }
}

describe('createProgress', () => {
  it('draws items, pages, rate and an ETA from the total on a terminal, then clears the line', () => {
    vi.useFakeTimers()
    try {
      const { stream, written } = streamOf(true)
      const progress = createProgress(stream, 0)
      vi.advanceTimersByTime(2000)
      progress.update({ items: 100, pages: 2, total: 300 })
      expect(written).toEqual(['\r\x1b[K100 of 300 items, 2 pages, 50 items/s, ETA 4s'])
      progress.update({ items: 150, pages: 3, total: 300 })
      expect(written).toHaveLength(1)
      progress.done()
      expect(written.at(-1)).toBe('\r\x1b[K')
    } finally {
      vi.useRealTimers()
    }
  })

  it('counts the rate from where a resumed export started, and has no ETA without a total', () => {
    vi.useFakeTimers()
    try {
      const { stream, written } = streamOf(true)
      const progress = createProgress(stream, 1000)
      vi.advanceTimersByTime(1000)
      progress.update({ items: 1040, pages: 9, total: undefined })
      expect(written).toEqual(['\r\x1b[K1040 items, 9 pages, 40 items/s'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('writes nothing when stderr is not a terminal', () => {
    const { stream, written } = streamOf(false)
    const progress = createProgress(stream, 0)
    progress.update({ items: 1, pages: 1, total: 10 })
    progress.done()
    expect(written).toEqual([])
  })

  it('redraws at most every 200 ms, and shows the ETA in seconds, minutes or hours', () => {
    vi.useFakeTimers()
    try {
      const { stream, written } = streamOf(true)
      const progress = createProgress(stream, 0)
      vi.advanceTimersByTime(1000)
      progress.update({ items: 10, pages: 1, total: 10 + 10 * 59 })
      vi.advanceTimersByTime(199)
      progress.update({ items: 11, pages: 1, total: 100 })
      vi.advanceTimersByTime(1)
      progress.update({ items: 12, pages: 1, total: 12 + 10 * 90 })
      vi.advanceTimersByTime(200)
      progress.update({ items: 14, pages: 2, total: 14 + 10 * 3725 })
      vi.advanceTimersByTime(200)
      progress.update({ items: 16, pages: 2, total: 16 })
      expect(written).toEqual([
        '\r\x1b[K10 of 600 items, 1 pages, 10 items/s, ETA 59s',
        '\r\x1b[K12 of 912 items, 1 pages, 10 items/s, ETA 1m30s',
        '\r\x1b[K14 of 37264 items, 2 pages, 10 items/s, ETA 1h02m',
        '\r\x1b[K16 of 16 items, 2 pages, 10 items/s',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('counts the time from its start, and shows no rate and no ETA before any has passed', () => {
    vi.useFakeTimers()
    try {
      vi.advanceTimersByTime(5000)
      const { stream, written } = streamOf(true)
      const progress = createProgress(stream, 0)
      progress.update({ items: 5, pages: 1, total: 10 })
      vi.advanceTimersByTime(1000)
      progress.update({ items: 10, pages: 2, total: 610 })
      vi.advanceTimersByTime(1000)
      progress.update({ items: 20, pages: 3, total: 20 + 10 * 3605 })
      expect(written).toEqual([
        '\r\x1b[K5 of 10 items, 1 pages, 0 items/s',
        '\r\x1b[K10 of 610 items, 2 pages, 10 items/s, ETA 1m00s',
        '\r\x1b[K20 of 36070 items, 3 pages, 10 items/s, ETA 1h00m',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('clears nothing it did not draw', () => {
    const { stream, written } = streamOf(true)
    createProgress(stream, 0).done()
    expect(written).toEqual([])
  })
})

describe('createProgress with a compute-unit budget', () => {
  it('shows the units spent since the start and their rate; an input run counts lines', () => {
    vi.useFakeTimers()
    try {
      const { stream, written } = streamOf(true)
      const spent = { units: 10 }
      const progress = createProgress(stream, 0, { noun: 'lines', budget: { stats: () => spent } })
      vi.advanceTimersByTime(2000)
      spent.units = 210
      progress.update({ items: 40, total: undefined })
      expect(written).toEqual(['\r\x1b[K40 lines, 20 lines/s, 200 CU at 100 CU/s'])
    } finally {
      vi.useRealTimers()
    }
  })
})
