import { isBranch, isPlainObject, leafText } from '../values'

const MAX_ROWS = 500

/** The scalar fields of the first items, in the order they first appear. */
function scalarColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>()
  for (const row of rows.slice(0, 50))
    for (const [key, value] of Object.entries(row))
      if (!isBranch(value) && value !== undefined) columns.add(key)
  return [...columns]
}

/** A list's items as a table of their scalar fields (nested values stay in the JSON tree). */
export function ResultTable({ rows, caption }: { rows: readonly unknown[]; caption: string }) {
  const objects = rows.filter(isPlainObject)
  const columns = scalarColumns(objects)
  if (columns.length === 0) return null
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
      <table className="result-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {objects.slice(0, MAX_ROWS).map((row, index) => (
            <tr key={index}>
              <td className="row-number">{index + 1}</td>
              {columns.map((column) => {
                const value = row[column]
                const text = value === undefined ? '' : leafText(value)
                return (
                  <td key={column} title={text}>
                    {text}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
