import type { PlotEntry } from 'w3data/catalogue'
import type { PlotPoint } from '../plotPoints'
import { leafText } from '../values'

const text = (value: unknown) => (value === undefined ? '—' : leafText(value))

/** The picked point's time (or label) and values, exactly as the result holds them (strings stay strings). */
export function PlotTooltip({ plot, points }: { plot: PlotEntry; points: readonly PlotPoint[] }) {
  const axis = plot.time ?? plot.label
  return (
    <div className="plot-tooltip" aria-live="polite" data-testid="plot-tooltip">
      {points.length === 0 ? (
        <p className="muted small">
          Point at the plot, or focus it and use the arrow keys, to read exact values.
        </p>
      ) : (
        points.map((point, index) => (
          <dl key={index}>
            {axis && (
              <div>
                <dt>{axis}</dt>
                <dd>{text(point.item[axis])}</dd>
              </div>
            )}
            {plot.series && point.series !== undefined && (
              <div>
                <dt>{plot.series}</dt>
                <dd>{point.series}</dd>
              </div>
            )}
            {plot.values.map((field) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{text(point.item[field])}</dd>
              </div>
            ))}
          </dl>
        ))
      )}
    </div>
  )
}
