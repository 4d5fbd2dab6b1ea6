import { useMemo, useState } from 'react'
import type { PlotEntry } from 'w3data/catalogue'
import { plotPoints } from '../plotPoints'
import { PlotChart } from './PlotChart'
import { ResultTable } from './ResultTable'

interface ResultItemsProps {
  /** How the catalogue says to plot the answer, if it does. */
  plot: PlotEntry | undefined
  /** What `plot.items` is followed in: the answer, or every page's answer. */
  answer: unknown
  /** The list result's items, or every item of the pages loaded. */
  rows: readonly unknown[] | undefined
}

/** The answer's items as a plot (where the catalogue has one) or as a table, with a toggle. */
export function ResultItems({ plot, answer, rows }: ResultItemsProps) {
  const [view, setView] = useState<'plot' | 'table'>('plot')
  const plotted = useMemo(() => (plot ? plotPoints(plot, answer) : undefined), [plot, answer])
  if (!plot || !plotted || plotted.points.length === 0)
    return rows && rows.length > 0 ? <ResultTable rows={rows} caption="Items" /> : null
  const items = rows ?? plotted.items
  return (
    <div className="result-items">
      <fieldset className="view-toggle">
        <legend className="sr-only">Show the items as</legend>
        {(['plot', 'table'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="result-view"
              value={choice}
              checked={view === choice}
              onChange={() => setView(choice)}
            />
            {choice === 'plot' ? 'Plot' : 'Table'}
          </label>
        ))}
      </fieldset>
      {view === 'plot' ? (
        <PlotChart
          plot={plot}
          points={plotted.points}
          unplaced={plotted.items.length - plotted.points.length}
        />
      ) : (
        <ResultTable rows={items} caption="Items" />
      )}
    </div>
  )
}
