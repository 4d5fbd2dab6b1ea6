import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiCatalogue, catalogues, type OperationEntry, type PlotEntry } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleRequest } from './sampleRequest'

/**
 * A plotted answer (`x-w3data-plot` with a time) is one coherent series, as the provider's are:
 * times at one step, oldest first (newest first where `order` is DESC, the provider's default),
 * inside the asked range; each value keeps near one level; candles open at the previous close
 * and their wicks reach past their bodies.
 */

const FROM = '2025-01-01T00:00:00.000Z'
const TO = '2025-01-08T00:00:00.000Z'
/** The most a bounded walk strays: its highest point over its lowest. */
const MAX_SWING = 1.5

type Json = Record<string, unknown>
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
/** A field read by the plot's (camelCase) name, whatever the wire's spelling. */
const field = (record: Json, name: string) =>
  Object.entries(record).find(([key]) => camel(key) === name || key === name)?.[1]
const timeOf = (value: unknown) => {
  const text = String(value)
  if (!/^\d+$/.test(text)) return Date.parse(text)
  return text.length >= 15 ? Number(text.slice(0, 13)) : Number(text) * (text.length >= 13 ? 1 : 1000)
}

/** Each list of points the answer holds at the plot's path. */
function pointLists(answer: unknown, path: readonly string[]): Json[][] {
  if (Array.isArray(answer))
    return path.length === 0 ? [answer as Json[]] : answer.flatMap((item) => pointLists(item, path))
  if (typeof answer !== 'object' || answer === null || path.length === 0) return []
  return pointLists(field(answer as Json, path[0] as string), path.slice(1))
}

const plotted = catalogues.flatMap((catalogue) =>
  catalogue.operations
    .filter((operation) => operation.plot?.time !== undefined)
    .map((operation) => [`${catalogue.api}.${operation.id}`, catalogue, operation] as const),
)

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

/** The operation asked for a week, 100 points to a page where it pages, with `overrides`. */
async function ask(catalogue: ApiCatalogue, operation: OperationEntry, overrides: Json = {}) {
  const range: Json = {}
  for (const param of operation.params) {
    if (/^from_?date$/i.test(param.wireName)) range[param.wireName] = FROM
    if (/^to_?date$/i.test(param.wireName)) range[param.wireName] = TO
    if (param.wireName === 'limit') range[param.wireName] = 100
  }
  const request = sampleRequest(catalogue, operation, { ...range, ...overrides })
  const response = await fetch(`${mock.url}${request.path}`, {
    method: request.method,
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    ...(request.body !== undefined && { body: request.body }),
  })
  expect(response.status).toBe(200)
  return { text: await response.text(), ranged: Object.keys(range).length > 1 }
}

/** What is wrong with one list of points. */
function seriesProblems(points: readonly Json[], plot: PlotEntry, newestFirst: boolean, ranged: boolean) {
  const problems: string[] = []
  const times = points.map((point) => timeOf(field(point, plot.time as string)))
  const ordered = newestFirst ? [...times].reverse() : times
  const steps = new Set(ordered.slice(1).map((time, index) => time - (ordered[index] as number)))
  if (points.length < 2) problems.push(`${points.length} points`)
  if (steps.size !== 1 || [...steps].some((step) => !(step > 0)))
    problems.push(`times not at one step, ${newestFirst ? 'newest' : 'oldest'} first: ${[...steps]}`)
  if (ranged && times.some((time) => time < Date.parse(FROM) || time > Date.parse(TO)))
    problems.push(`times outside ${FROM} to ${TO}`)
  for (const name of plot.values) {
    const values = points.map((point) => Number(field(point, name)))
    if (values.some((value) => !(value > 0))) problems.push(`${name} not all positive`)
    else if (Math.max(...values) / Math.min(...values) > MAX_SWING)
      problems.push(`${name} strays from its level`)
  }
  if (plot.kind === 'candles') {
    const inOrder = newestFirst ? [...points].reverse() : points
    inOrder.forEach((point, index) => {
      const [open, high, low, close] = plot.values.map((name) => Number(field(point, name))) as number[]
      const before = inOrder[index - 1]
      if (before && open !== Number(field(before, plot.values[3] as string)))
        problems.push(`candle ${index} opens at ${open}, not at the previous close`)
      if (!(high! >= Math.max(open!, close!) && low! <= Math.min(open!, close!)))
        problems.push(`candle ${index}: high ${high} low ${low} beside open ${open} close ${close}`)
      if (Number(field(point, 'volume') ?? 0) < 0) problems.push(`candle ${index}: negative volume`)
    })
  }
  return problems
}

describe('a plotted answer is one coherent series', () => {
  it.each(plotted)('%s', async (_, catalogue, operation) => {
    const plot = operation.plot as PlotEntry
    const { text, ranged } = await ask(catalogue, operation)
    expect((await ask(catalogue, operation)).text).toBe(text)
    // getWalletHistory sorts by its `order`, DESC unless asked otherwise.
    const newestFirst = operation.params.some((param) => param.wireName === 'order')
    const lists = pointLists(JSON.parse(text), plot.items)
    expect(lists.length).toBeGreaterThan(0)
    expect(lists.flatMap((points) => seriesProblems(points, plot, newestFirst, ranged))).toEqual([])
  })

  it('answers 1h candles asked for one day with the day: 25 candles, an hour apart', async () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const candles = evm.operations.find((operation) => operation.id === 'getPairCandlesticks')!
    const to = '2025-01-02T00:00:00.000Z'
    const { text } = await ask(evm, candles, { timeframe: '1h', toDate: to })
    const times = (JSON.parse(text).result as Json[]).map((point) => point['timestamp'])
    expect(times).toEqual(
      Array.from({ length: 25 }, (_, hour) => new Date(Date.parse(FROM) + hour * 3_600_000).toISOString()),
    )
  })

  it('runs oldest first where the wallet history is asked in ascending order', async () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const history = evm.operations.find((operation) => operation.id === 'getWalletHistory')!
    const { text } = await ask(evm, history, { order: 'ASC', from_date: FROM, to_date: TO })
    const points = JSON.parse(text).result as Json[]
    expect(seriesProblems(points, history.plot as PlotEntry, false, true)).toEqual([])
  })

  it('continues one walk across pages', async () => {
    const solana = catalogues.find((catalogue) => catalogue.api === 'solana')!
    const candles = solana.operations.find((operation) => operation.id === 'getCandleSticks')!
    const whole = JSON.parse((await ask(solana, candles, { timeframe: '1h', limit: 40 })).text)
    const next = JSON.parse(
      (await ask(solana, candles, { timeframe: '1h', limit: 40, cursor: whole.cursor })).text,
    )
    const points = [...whole.result, ...next.result] as Json[]
    expect(points).toHaveLength(80)
    expect(seriesProblems(points, candles.plot as PlotEntry, false, true)).toEqual([])
  })
})
