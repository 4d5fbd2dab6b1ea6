import {
  isRecord,
  type OperationEntry,
  type PlotEntry,
  resolveSchema,
  sdkName,
} from '../../entries/catalogue'
import { decimalText, LAST_MS } from '../data/field'
import type { QueryValues } from '../incoming'
import { hashParts } from '../random'
import type { SchemaTable } from '../schema'

/**
 * The points of a plotted answer (`x-w3data-plot` with a time) as one coherent series: times at
 * one step inside the requested range, oldest first (newest first where the operation's `order`
 * asks for it, DESC by default as the provider's documents give it), and each value a bounded
 * random walk around one level, continuous across pages because it hangs on the absolute time.
 */
export interface Series {
  plot: PlotEntry & { time: string }
  /** How many points the range holds. */
  length: number
  /** Point `index`'s time and values, by the plot's names, made in the shape of `like` (a point made freely). */
  point(index: number, like: Readonly<Record<string, unknown>>): Record<string, unknown>
}

const SECOND = 1000
const DAY = 86_400 * SECOND
/** Steps a series without one of its own takes: the coarsest that still gives MIN_POINTS. */
const STEPS = [1, 10, 30, 60, 300, 600, 1800, 3600, 14_400, 43_200, 86_400, 604_800].map((s) => s * SECOND)
const MIN_POINTS = 24
/** The span of a series the request bounds in no way. */
const DEFAULT_SPAN = 30 * DAY
/** The most points an answer that is not paged holds. */
const MAX_POINTS = 500
/** How far a walk strays from its level (a fraction of it), and a candle's wicks beyond its body. */
const SWING = 0.2
const WICK = 0.01
const UNITS: Readonly<Record<string, number>> = {
  s: SECOND,
  min: 60 * SECOND,
  h: 3600 * SECOND,
  d: DAY,
  w: 7 * DAY,
  m: 30 * DAY,
  M: 30 * DAY,
  y: 365 * DAY,
}

/** A duration such as `1h`, `30min`, `7d`, `1M`; undefined for anything else (`all`). */
function durationOf(text: string | undefined): number | undefined {
  const match = text === undefined ? null : /^(\d+)(min|[smhdwMy])$/.exec(text)
  return match ? Number(match[1]) * (UNITS[match[2] as string] as number) : undefined
}

/** A date as the provider reads it: epoch seconds (or ms), or a date-time, in UTC unless it says otherwise. */
function dateOf(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  if (/^\d+$/.test(text)) return Number(text) * (text.length >= 13 ? 1 : SECOND)
  const zoned = /T.*(Z|[+-]\d\d:?\d\d)$/.test(text) || !text.includes('T') ? text : `${text}Z`
  const ms = Date.parse(zoned)
  return Number.isNaN(ms) ? undefined : ms
}

/** The value a query parameter matching `pattern` holds, else its catalogue default. */
function asked(
  operation: OperationEntry,
  query: QueryValues,
  pattern: RegExp,
  schemas: SchemaTable,
): string | undefined {
  const param = operation.params.find((each) => each.in === 'query' && pattern.test(each.wireName))
  if (!param) return undefined
  const value = query[param.wireName]
  const fallback = resolveSchema(param.schema, schemas).default
  return typeof value === 'string' ? value : typeof fallback === 'string' ? fallback : undefined
}

/**
 * The series a request asks for, or undefined when the operation plots no times. A `timeframe` or
 * `interval` is the step beside a date range (`fromDate`/`toDate`), else the span to show.
 */
export function seriesFor(
  operation: OperationEntry,
  query: QueryValues,
  schemas: SchemaTable,
  seedParts: readonly (string | number)[],
): Series | undefined {
  const { plot } = operation
  if (plot?.time === undefined) return undefined
  const timed = { ...plot, time: plot.time }
  const ranged = operation.params.some((param) => param.valueType === 'date' && /^from/.test(param.wireName))
  const from = dateOf(asked(operation, query, /^from_?date$/i, schemas))
  const to = dateOf(asked(operation, query, /^to_?date$/i, schemas))
  const duration = durationOf(asked(operation, query, /^(time_?frame|interval)$/i, schemas))
  const span = (ranged ? undefined : duration) ?? DEFAULT_SPAN
  const end = to ?? (from === undefined ? LAST_MS : from + span)
  const begin = from ?? end - span
  const step = (ranged ? duration : undefined) ?? stepFor(end - begin)
  const length = end < begin ? 0 : Math.floor((end - begin) / step) + 1
  const newestFirst = /^desc$/i.test(asked(operation, query, /^order$/, schemas) ?? '')
  const walk = (field: string, slot: number) => walkAt([...seedParts, field], slot)

  return {
    plot: timed,
    length,
    point(index, like) {
      const time = begin + (newestFirst ? length - 1 - index : index) * step
      const slot = Math.round(time / step)
      const out: Record<string, unknown> = { [timed.time]: timeLike(like[timed.time], time) }
      if (timed.kind === 'candles') {
        const [openName, highName, lowName, closeName] = timed.values as [string, string, string, string]
        const level = levelOf(like[closeName])
        const open = level * (1 + SWING * walk(closeName, slot - 1))
        const close = level * (1 + SWING * walk(closeName, slot))
        const wick = (salt: string) => 1 + WICK * (hashParts([...seedParts, salt, slot]) / 2 ** 32)
        out[openName] = numberLike(like[openName], open)
        out[closeName] = numberLike(like[closeName], close)
        out[highName] = numberLike(like[highName], Math.max(open, close) * wick('high'))
        out[lowName] = numberLike(like[lowName], Math.min(open, close) / wick('low'))
        return out
      }
      for (const name of timed.values)
        out[name] = numberLike(like[name], levelOf(like[name]) * (1 + SWING * walk(name, slot)))
      return out
    },
  }
}

/** The coarsest usual step that still cuts `span` into MIN_POINTS points. */
function stepFor(span: number): number {
  const fitting = STEPS.filter((step) => span / step >= MIN_POINTS)
  return fitting.at(-1) ?? (STEPS[0] as number)
}

/**
 * A walk in [-1, 1] at `slot`: smoothed seeded noise at six scales, the coarse ones weighing most,
 * so neighbours differ a little and the whole drifts slowly, with no state to carry between pages.
 */
function walkAt(seedParts: readonly (string | number)[], slot: number): number {
  let sum = 0
  let weight = 0
  for (let octave = 0; octave < 6; octave++) {
    const scale = 2 ** octave
    const cell = Math.floor(slot / scale)
    const t = slot / scale - cell
    const at = (corner: number) => (hashParts([...seedParts, octave, corner]) / 2 ** 32) * 2 - 1
    const smooth = t * t * (3 - 2 * t)
    sum += scale * (at(cell) + (at(cell + 1) - at(cell)) * smooth)
    weight += scale
  }
  return sum / weight
}

/** The level a walk keeps to: the freely made value when it is a positive number, else 1. */
function levelOf(value: unknown): number {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : 1
}

/** `value` in the form of `like`: whole digits, decimal text, or a number (whole when `like` is). */
function numberLike(like: unknown, value: number): string | number {
  if (typeof like === 'number') return Number.isInteger(like) ? Math.round(value) : Number(decimalText(value))
  if (typeof like === 'string' && /^\d+$/.test(like)) return BigInt(Math.round(value)).toString()
  return decimalText(value)
}

/** `ms` in the form of `like`: epoch seconds, ms or µs, or ISO 8601 (with or without its milliseconds). */
function timeLike(like: unknown, ms: number): string | number {
  if (typeof like === 'number') return Math.floor(ms / SECOND)
  if (typeof like === 'string' && /^\d+$/.test(like)) {
    if (like.length >= 15) return `${ms}000`
    return like.length >= 13 ? String(ms) : String(Math.floor(ms / SECOND))
  }
  const iso = new Date(ms).toISOString()
  return typeof like === 'string' && /:\d\dZ$/.test(like) ? iso.replace(/\.\d{3}Z$/, 'Z') : iso
}

/**
 * Point `index`'s presets for items shaped like `probe` (a point made freely): its fields under
 * the names the wire gives them (snake_case or camelCase), in the forms the probe's values take.
 */
export function pointPresets(series: Series, probe: unknown): (index: number) => Record<string, unknown> {
  const record = isRecord(probe) ? probe : {}
  const like = Object.fromEntries(Object.entries(record).map(([key, value]) => [sdkName(key), value]))
  return (index) => {
    const point = series.point(index, like)
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => sdkName(key) in point)
        .map((key) => [key, point[sdkName(key)]]),
    )
  }
}

/**
 * A plotted answer whose points sit in lists of its own (not a page's items): each list at the
 * plot's path becomes the series, its items reused in turn for the fields the plot leaves alone.
 */
export function shapeSeries(series: Series, answer: unknown): unknown {
  const shape = (value: unknown, path: readonly string[]): unknown => {
    if (Array.isArray(value))
      return path.length > 0 ? value.map((item) => shape(item, path)) : seriesOf(value)
    if (!isRecord(value) || path.length === 0) return value
    const [name, ...rest] = path
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sdkName(key) === name ? shape(item, rest) : item]),
    )
  }
  const seriesOf = (items: readonly unknown[]) => {
    if (items.length === 0) return items
    const presets = pointPresets(series, items[0])
    return Array.from({ length: Math.min(series.length, MAX_POINTS) }, (_, index) => {
      const item = items[index % items.length]
      return isRecord(item) ? { ...item, ...presets(index) } : item
    })
  }
  return shape(answer, series.plot.items)
}
