/** The points of an answer the catalogue says to plot (`x-w3data-plot`), ready for a chart. */
import type { PlotEntry } from 'w3data/catalogue'
import { isPlainObject, leafText } from './values'

export interface PlotPoint {
  /** The item as the result holds it: the tooltip shows its values as they are. */
  item: Record<string, unknown>
  /** The value of `series` on the point or its nearest enclosing item, when the plot has one. */
  series: string | undefined
  /** Seconds since 1970 (time kinds), or the point's index (bars). */
  x: number
}

/** Below this, an epoch number counts seconds; at or above it, milliseconds. */
const EPOCH_MS_FROM = 1e12

/** A time as seconds since 1970: a Date, an epoch (s or ms, number or digits) or an ISO 8601 text. */
export function timeOf(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime() / 1000
  const text = leafText(value)
  const epoch = /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined
  if (epoch !== undefined) return epoch >= EPOCH_MS_FROM ? epoch / 1000 : epoch
  const parsed = Date.parse(text)
  return Number.isNaN(parsed) ? undefined : parsed / 1000
}

/** A value as a number to place it (the tooltip keeps the exact text); undefined when it is none. */
export function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(leafText(value))
  return Number.isFinite(number) ? number : undefined
}

/** The items at the end of `path`, walking into every list on the way, with their series names. */
function walk(value: unknown, path: readonly string[], plot: PlotEntry, series: string | undefined) {
  if (Array.isArray(value)) return value.flatMap((item): PlotPoint[] => walk(item, path, plot, series))
  if (!isPlainObject(value)) return []
  const named =
    plot.series !== undefined && value[plot.series] != null ? leafText(value[plot.series]) : series
  const [step, ...rest] = path
  if (step === undefined) return [{ item: value, series: named, x: 0 }]
  return walk(value[step], rest, plot, named)
}

/**
 * Every item of `answer` (the path `plot.items` followed) and the points they make, in time order;
 * bars keep the answer's order. An item without a readable time cannot sit on a time axis: it is
 * in `items` (the table) but not in `points`.
 */
export function plotPoints(
  plot: PlotEntry,
  answer: unknown,
): { points: PlotPoint[]; items: Record<string, unknown>[] } {
  const all = walk(answer, plot.items, plot, undefined)
  const items = all.map((point) => point.item)
  if (plot.kind === 'bars') return { points: all.map((point, index) => ({ ...point, x: index })), items }
  const points: PlotPoint[] = []
  for (const point of all) {
    const x = plot.time === undefined ? undefined : timeOf(point.item[plot.time])
    if (x !== undefined) points.push({ ...point, x })
  }
  return { points: points.sort((a, b) => a.x - b.x), items }
}

/** One line (or bar, or candle part) of the chart: a value field, within one series name. */
export interface ChartColumn {
  field: string
  series: string | undefined
  label: string
}

/** The points laid out as uPlot wants them: shared x values, one y list per column. */
export function chartColumns(plot: PlotEntry, points: readonly PlotPoint[]) {
  const xs = [...new Set(points.map((point) => point.x))].sort((a, b) => a - b)
  const at = new Map(xs.map((x, index) => [x, index]))
  const names = [...new Set(points.map((point) => point.series))]
  const columns: ChartColumn[] = names.flatMap((series) =>
    plot.values.map((field) => ({
      field,
      series,
      label: series === undefined ? field : `${series} ${field}`,
    })),
  )
  const ys = columns.map((column) => {
    const y: (number | null)[] = xs.map(() => null)
    for (const point of points)
      if (point.series === column.series) y[at.get(point.x) ?? 0] = numberOf(point.item[column.field]) ?? null
    return y
  })
  return { xs, columns, ys }
}
