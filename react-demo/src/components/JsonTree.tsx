import { isBranch, leafText } from '../values'

const MAX_CHILDREN = 200

interface JsonTreeProps {
  value: unknown
  /** Name shown for the root. */
  label?: string
}

/** The result as a collapsible tree (native details/summary, so it works with the keyboard). */
export function JsonTree({ value, label = 'result' }: JsonTreeProps) {
  return (
    <div className="json-tree">
      <JsonNode name={label} value={value} depth={0} open />
    </div>
  )
}

interface JsonNodeProps {
  name: string
  value: unknown
  depth: number
  open: boolean
}

function JsonNode({ name, value, depth, open }: JsonNodeProps) {
  if (!isBranch(value)) {
    return (
      <div className="json-leaf">
        <span className="json-key">{name}</span>: <Leaf value={value} />
      </div>
    )
  }
  const list = Array.isArray(value)
  const entries: [string, unknown][] = list
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value)
  return (
    <details className="json-branch" open={open}>
      <summary>
        <span className="json-key">{name}</span>:{' '}
        <span className="json-meta">
          {list
            ? `[${entries.length} ${entries.length === 1 ? 'item' : 'items'}]`
            : `{${entries.length} keys}`}
        </span>
      </summary>
      <div className="json-children">
        {entries.slice(0, MAX_CHILDREN).map(([key, item], index) => (
          <JsonNode
            key={key}
            name={key}
            value={item}
            depth={depth + 1}
            // Open the first two levels, and the first item of a list so its shape shows.
            open={depth < 1 || (list && index === 0 && depth < 3)}
          />
        ))}
        {entries.length > MAX_CHILDREN && (
          <div className="muted small">… {entries.length - MAX_CHILDREN} more not shown</div>
        )}
      </div>
    </details>
  )
}

function Leaf({ value }: { value: unknown }) {
  const type = value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value
  const text = leafText(value)
  return <span className={`json-${type}`}>{typeof value === 'string' ? `"${text}"` : text}</span>
}
