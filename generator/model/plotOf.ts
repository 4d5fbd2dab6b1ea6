// `x-w3data-plot`: how an operation's answer is drawn.
import type { PlotModel } from './ir'

/** `x-w3data-plot` (checked by load/checkPlot.ts) with its wire names as `name` gives them. */
export function plotOf(plot: Record<string, unknown>, name: (wireName: string) => string): PlotModel {
  const optional = (key: string) => {
    const value = plot[key]
    return typeof value === 'string' ? { [key]: name(value) } : {}
  }
  return {
    kind: plot.kind as PlotModel['kind'],
    items: typeof plot.items === 'string' ? plot.items.split('.').map(name) : [],
    ...optional('time'),
    ...optional('label'),
    values: (plot.values as string[]).map(name),
    ...optional('series'),
  }
}
