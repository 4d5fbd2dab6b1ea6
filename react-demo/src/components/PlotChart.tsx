import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { PlotEntry } from 'w3data/catalogue'
import { chartColumns, type PlotPoint } from '../plotPoints'
import { drawCandles } from './drawCandles'
import { PlotTooltip } from './PlotTooltip'
import { valueAxis } from './valueAxis'

const HEIGHT = 280
const COLOURS = ['#2563eb', '#d97706', '#059669', '#9333ea', '#dc2626', '#0891b2', '#4d7c0f', '#be185d']
const colour = (index: number) => COLOURS[index % COLOURS.length] ?? '#2563eb'

type Columns = ReturnType<typeof chartColumns> & { labels: readonly string[] }

function seriesOptions(plot: PlotEntry, columns: Columns['columns']): uPlot.Series[] {
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] }) ?? null
  return columns.map((column, index) => ({
    label: column.label,
    stroke: colour(index),
    width: 2,
    ...(plot.kind === 'area' && { fill: `${colour(index)}33` }),
    ...(plot.kind === 'bars' && bars && { fill: colour(index), paths: bars }),
    // Candles are drawn by drawCandles; their four series only set the y range.
    ...(plot.kind === 'candles' && { paths: () => null, points: { show: false } }),
  }))
}

function chartOptions(plot: PlotEntry, data: Columns, width: number, onIndex: (index?: number) => void) {
  const bars = plot.kind === 'bars'
  const options: uPlot.Options = {
    width,
    height: HEIGHT,
    legend: { show: false },
    scales: { x: bars ? { time: false, range: [-0.5, data.xs.length - 0.5] } : { time: true } },
    axes: [
      bars ? { splits: () => data.xs, values: (_, splits) => splits.map((x) => data.labels[x] ?? '') } : {},
      valueAxis(),
    ],
    series: [{}, ...seriesOptions(plot, data.columns)],
    hooks: {
      setCursor: [(chart) => onIndex(chart.cursor.idx ?? undefined)],
      ...(plot.kind === 'candles' && { draw: [drawCandles] }),
    },
  }
  return options
}

interface PlotChartProps {
  plot: PlotEntry
  points: readonly PlotPoint[]
  /** Points of the answer left out of the chart (no readable time). */
  unplaced: number
}

/**
 * The answer as the catalogue says to draw it, with uPlot; hovering or the arrow keys pick a point
 * and the tooltip shows its values exactly as the result holds them.
 */
export function PlotChart({ plot, points, unplaced }: PlotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot>(null)
  const [index, setIndex] = useState<number>()
  const data = useMemo(() => {
    const columns = chartColumns(plot, points)
    const labels =
      plot.label === undefined ? [] : points.map((point) => String(point.item[plot.label ?? ''] ?? ''))
    return { ...columns, labels }
  }, [plot, points])

  useEffect(() => {
    const element = box.current
    if (!element) return
    const created = new uPlot(
      chartOptions(plot, data, element.clientWidth, setIndex),
      [data.xs, ...data.ys],
      element,
    )
    chart.current = created
    const resize = new ResizeObserver(() => created.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      created.destroy()
      chart.current = null
    }
  }, [plot, data])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = data.xs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: Math.min((index ?? -1) + 1, last),
      ArrowLeft: Math.max((index ?? last + 1) - 1, 0),
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    const x = next === undefined ? undefined : data.xs[next]
    if (next === undefined || x === undefined || !chart.current) return
    event.preventDefault()
    chart.current.setCursor({ left: chart.current.valToPos(x, 'x'), top: HEIGHT / 3 })
    setIndex(next)
  }

  const x = index === undefined ? undefined : data.xs[index]
  const shown = x === undefined ? [] : points.filter((point) => point.x === x)
  const what = `${plot.kind} of ${plot.values.join(', ')}`
  return (
    <figure className="plot" data-points={points.length} data-unplaced={unplaced} data-kind={plot.kind}>
      <figcaption className="muted small">
        {what}: {points.length} {points.length === 1 ? 'point' : 'points'}
        {unplaced > 0 && ` (${unplaced} without a time: in the table only)`}
      </figcaption>
      <ul className="plot-legend" aria-label="Series">
        {data.columns.map((column, position) => (
          <li key={column.label}>
            <span className="swatch" style={{ background: colour(position) }} aria-hidden="true" />
            {column.label}
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing with a keyboard, not a set of form controls */}
      <div
        ref={box}
        className="plot-canvas"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys move the tooltip from point to point
        tabIndex={0}
        role="group"
        aria-label={`Plot: ${what}. Arrow keys move from point to point.`}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setIndex(undefined)}
      />
      <PlotTooltip plot={plot} points={shown} />
    </figure>
  )
}
