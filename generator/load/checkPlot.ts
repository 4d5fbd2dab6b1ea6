import { didYouMean } from './diagnostics'
import { isJson, type Json, jsonOr, valueAt } from './json'
import type { DocumentPath } from './sourceMap'
import type { Report, SpecDocument } from './specDocument'
import { followRefs } from './specRef'

export const PLOT_KINDS = ['candles', 'line', 'area', 'bars'] as const
export type PlotKind = (typeof PLOT_KINDS)[number]

export function isPlotKind(value: unknown): value is PlotKind {
  return PLOT_KINDS.some((kind) => kind === value)
}
const PLOT_KEYS = ['kind', 'items', 'time', 'label', 'values', 'series']
/** Candles draw these four values of each point, in this order. */
const CANDLE_VALUES = 4

const propertiesOf = (schema: Json, document: SpecDocument): Json =>
  jsonOr(followRefs(document, schema).properties)

/**
 * The schema of one point: the 200 answer followed along `items` (each list on the way is walked
 * into), and the schemas of the lists it went through (where `series` may be read, the last is the point).
 */
function pointSchema(
  response: unknown,
  items: readonly string[],
  document: SpecDocument,
): { point: Json; lists: Json[] } | { missing: string; known: string[] } | { notList: true } {
  let schema = followRefs(document, response)
  const lists: Json[] = []
  const step = () => {
    while (schema.type === 'array') {
      schema = followRefs(document, schema.items)
      lists.push(schema)
    }
  }
  step()
  for (const name of items) {
    const properties = propertiesOf(schema, document)
    if (!(name in properties)) return { missing: name, known: Object.keys(properties) }
    schema = followRefs(document, properties[name])
    step()
  }
  if (lists.at(-1) !== schema) return { notList: true }
  return { point: schema, lists }
}

/**
 * Checks `x-w3data-plot` against spec/README.md ("Plots"): a known kind, the keys it needs, and
 * fields the 200 answer's schema has (the points' list, their time or label, values, series).
 */
export function checkPlot(
  operation: Json,
  id: string,
  document: SpecDocument,
  here: DocumentPath,
  report: Report,
) {
  const plot = operation['x-w3data-plot']
  if (plot === undefined) return
  const at = [...here, 'x-w3data-plot']
  if (!isJson(plot)) {
    report(at, 'x-w3data-plot is a mapping', 'kind, items, time or label, values')
    return
  }
  const spec = plot
  for (const key of Object.keys(spec))
    if (!PLOT_KEYS.includes(key))
      report([...at, key], `unknown x-w3data-plot key ${key}`, didYouMean(key, PLOT_KEYS).hint)
  const kind = String(spec.kind)
  if (!isPlotKind(kind))
    report(
      [...at, 'kind'],
      `${id}: unknown plot kind ${kind}`,
      didYouMean(kind, PLOT_KINDS).hint ?? PLOT_KINDS.join(', '),
    )
  const axis = kind === 'bars' ? 'label' : 'time'
  if (typeof spec[axis] !== 'string')
    report(at, `${id}: a ${kind} plot names its ${axis} field`, `${axis}: <field of each point>`)
  const values = spec.values
  if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string'))
    report([...at, 'values'], `${id}: x-w3data-plot.values is a list of fields`, 'values: [field, …]')
  else if (kind === 'candles' && values.length !== CANDLE_VALUES)
    report([...at, 'values'], `${id}: candles take 4 values`, 'values: [open, high, low, close]')
  const schema = valueAt(operation, ['responses', '200', 'content', 'application/json', 'schema'])
  if (schema === undefined) {
    report(at, `${id}: a plot needs a 200 JSON answer`)
    return
  }
  const items = typeof spec.items === 'string' ? spec.items.split('.') : []
  const found = pointSchema(schema, items, document)
  if ('notList' in found) {
    report(
      [...at, 'items'],
      `${id}: ${items.join('.') || 'the answer'} is not a list`,
      'items: the property holding the points',
    )
    return
  }
  if ('missing' in found) {
    report(
      [...at, 'items'],
      `${id}: the answer has no ${found.missing} (items: ${items.join('.')})`,
      didYouMean(found.missing, found.known).hint,
    )
    return
  }
  const fields = Object.keys(propertiesOf(found.point, document))
  for (const key of [axis, 'values'])
    for (const name of [spec[key]].flat())
      if (typeof name === 'string' && !fields.includes(name))
        report(
          [...at, key],
          `${id}: a point of the answer has no field ${name}`,
          didYouMean(name, fields).hint,
        )
  const series = spec.series
  if (typeof series === 'string' && !found.lists.some((list) => series in propertiesOf(list, document)))
    report([...at, 'series'], `${id}: neither a point nor a list on the way to it has a field ${series}`)
}
