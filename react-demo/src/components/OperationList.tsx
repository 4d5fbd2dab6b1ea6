import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { catalogues, queryWords, searchOperations } from 'w3data/catalogue'
import { groupOperations, operationKey } from '../catalogueIndex'
import { OperationButton } from './OperationButton'

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

/** Every operation of every API, grouped by API and tag; a search shows the matches, best first. */
export function OperationList({ selectedKey, onSelect }: OperationListProps) {
  const [query, setQuery] = useState('')
  const groups = useMemo(() => groupOperations(), [])
  const words = useMemo(() => queryWords(query), [query])
  const hits = useMemo(
    () => (words.length > 0 ? searchOperations(query, catalogues) : undefined),
    [query, words],
  )
  const visible = hits
    ? hits.map((hit) => hit.operation)
    : groups.flatMap((group) => group.tags.flatMap((tag) => tag.operations))
  const listRef = useRef<HTMLDivElement>(null)
  const searchId = useId()
  const hintId = useId()
  // One Tab stop for the whole list (roving tabindex): the button last reached, else the selected
  // operation, else the first one shown.
  const [lastFocused, setLastFocused] = useState<string>()
  const keys = visible.map(operationKey)
  const tabStop = [lastFocused, selectedKey, keys[0]].find((key) => key !== undefined && keys.includes(key))

  // Keep the selected operation in sight (a link to it, a cleared search).
  useEffect(() => {
    if (selectedKey === undefined) return
    listRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [selectedKey, hits])

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
          placeholder="Words of an API, tag, id, summary or path"
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
      <p id={hintId} className="sr-only">
        Arrow keys move between the operations, Home and End to the first and last; Enter opens one.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside */}
      <div
        className="operation-groups"
        ref={listRef}
        onKeyDown={onListKeyDown}
        onFocus={(event) => setLastFocused((event.target as HTMLElement).dataset['op'])}
        aria-describedby={hintId}
      >
        {hits ? (
          <section aria-label="Search results">
            <ul>
              {hits.map(({ operation, catalogue }) => (
                <OperationButton
                  key={operationKey(operation)}
                  operation={operation}
                  catalogue={catalogue}
                  words={words}
                  selected={operationKey(operation) === selectedKey}
                  tabStop={operationKey(operation) === tabStop}
                  onSelect={onSelect}
                />
              ))}
            </ul>
            {hits.length === 0 && <p className="muted empty">No operation matches “{query}”.</p>}
          </section>
        ) : (
          groups.map(({ catalogue, tags }) => (
            <section key={catalogue.api} aria-label={catalogue.title}>
              <h2 className="api-title">{catalogue.title}</h2>
              {tags.map(({ tag, operations }) => (
                <div key={tag} className="tag-group">
                  <h3 className="tag-title">{tag}</h3>
                  <ul>
                    {operations.map((operation) => (
                      <OperationButton
                        key={operationKey(operation)}
                        operation={operation}
                        selected={operationKey(operation) === selectedKey}
                        tabStop={operationKey(operation) === tabStop}
                        onSelect={onSelect}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        )}
      </div>
    </nav>
  )
}
