// `x-w3data-plot`: how an operation's answer is drawn.
import type { PlotModel } from './ir'
import type { PlotObject } from './specObjects'

/** `x-w3data-plot` (checked by load/checkPlot.ts) with its wire names as `name` gives them. */
export function plotOf(plot: PlotObject, name: (wireName: string) => string): PlotModel {
  const optional = (key: 'time' | 'label' | 'series') => {
    const value = plot[key]
    return value === undefined ? {} : { [key]: name(value) }
  }
  return {
    kind: plot.kind,
    items: plot.items === undefined ? [] : plot.items.split('.').map(name),
    ...optional('time'),
    ...optional('label'),
    values: plot.values.map(name),
    ...optional('series'),
  }
}
