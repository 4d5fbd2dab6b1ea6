// How the demo plots an answer (spec `x-w3data-plot`), with names as the result holds them. The
// generator writes it, the demo reads it.

export interface PlotEntry {
  /** `candles` draws open, high, low, close; `bars` has a label, not a time, on the x axis. */
  kind: 'candles' | 'line' | 'area' | 'bars'
  /** The path to the points' list; each list on the way is walked into. Empty: the body is the list. */
  items: readonly string[]
  /** The point's time (ISO 8601 or epoch), for every kind but `bars`. */
  time?: string
  /** The point's name on the x axis, for `bars`. */
  label?: string
  values: readonly string[]
  /** A field of an enclosing list's item: one series per value of it. */
  series?: string
}
