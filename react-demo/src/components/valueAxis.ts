import type uPlot from 'uplot'
import { axisLabels } from '../axisLabels'

/** What uPlot keeps on an axis once drawn: the font as `[css, px]`, its ticks and gap set. */
interface DrawnAxis {
  font: [string, number]
  ticks: { size: number }
  gap: number
}

/**
 * The value (y) axis: short labels (`1.2e21`), and as wide as its longest one, so that no label is
 * cut at the canvas edge. The labels drawn are also on the chart's element (`data-y-labels`).
 */
export function valueAxis(): uPlot.Axis {
  return {
    values: (chart, ticks, _axis, _space, step) => {
      const labels = axisLabels(ticks, step)
      chart.root.dataset.yLabels = JSON.stringify(labels)
      return labels
    },
    size: (chart, labels, axisIndex) => {
      const axis = chart.axes[axisIndex] as unknown as DrawnAxis
      chart.ctx.font = axis.font[0]
      // The font is scaled to the device's pixels; the size is in CSS pixels.
      const widest = Math.max(0, ...(labels ?? []).map((label) => chart.ctx.measureText(label).width))
      return Math.ceil(widest / devicePixelRatio + axis.ticks.size + axis.gap + 4)
    },
  }
}
