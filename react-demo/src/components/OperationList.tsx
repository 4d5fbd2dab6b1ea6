import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { groupOperations, operationKey } from '../catalogueIndex'
import { MethodBadge } from './MethodBadge'

interface OperationListProps {
  selectedKey: string | undefined
  onSelect(key: string): void
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** Every operation of every API, grouped by API and tag, with a search box. */
export function OperationList({ selectedKey, onSelect }: OperationListProps) {
  const [query, setQuery] = useState('')
  const groups = useMemo(() => groupOperations(query), [query])
  const visible = groups.flatMap((group) => group.tags.flatMap((tag) => tag.operations))
  const listRef = useRef<HTMLDivElement>(null)
  const searchId = useId()

  // Keep the selected operation in sight (a link to it, a cleared search).
  useEffect(() => {
    if (selectedKey === undefined) return
    listRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [selectedKey, groups])

  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-op]') ?? [])]

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key]
    const all = buttons()
    const index = all.indexOf(event.target as HTMLButtonElement)
    if (!move || index < 0) return
    event.preventDefault()
    all[move(index, all.length)]?.focus()
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const [first] = visible
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      buttons()[0]?.focus()
    } else if (event.key === 'Enter' && first) {
      event.preventDefault()
      onSelect(operationKey(first))
    }
  }

  return (
    <nav className="operation-list" aria-label="Operations">
      <div className="search">
        <label htmlFor={searchId} className="search-label">
          Search operations
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="operationId, summary or path"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <p className="muted small" aria-live="polite">
          {visible.length} {visible.length === 1 ? 'operation' : 'operations'}
        </p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside */}
      <div className="operation-groups" ref={listRef} onKeyDown={onListKeyDown}>
        {groups.map(({ catalogue, tags }) => (
          <section key={catalogue.api} aria-label={catalogue.title}>
            <h2 className="api-title">{catalogue.title}</h2>
            {tags.map(({ tag, operations }) => (
              <div key={tag} className="tag-group">
                <h3 className="tag-title">{tag}</h3>
                <ul>
                  {operations.map((operation) => {
                    const key = operationKey(operation)
                    const selected = key === selectedKey
                    return (
                      <li key={key}>
                        <button
                          type="button"
                          data-op={key}
                          className={selected ? 'operation selected' : 'operation'}
                          aria-current={selected ? 'true' : undefined}
                          onClick={() => onSelect(key)}
                          title={`${operation.method} ${operation.path}`}
                        >
                          <span className="operation-line">
                            <MethodBadge method={operation.method} />
                            <span className="operation-id">{operation.id}</span>
                          </span>
                          <span className="operation-summary">{operation.summary}</span>
                          <code className="operation-path">{operation.path}</code>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </section>
        ))}
        {groups.length === 0 && <p className="muted empty">No operation matches “{query}”.</p>}
      </div>
    </nav>
  )
}
