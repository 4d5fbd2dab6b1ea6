import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { W3DataProvider } from 'w3data/react'
import { allOperations, findOperation, operationKey } from './catalogueIndex'
import { makeClient } from './client'
import { ModeBar } from './components/ModeBar'
import { OperationList } from './components/OperationList'
import { OperationPanel } from './components/OperationPanel'
import { UnknownOperation } from './components/UnknownOperation'
import { type LinkTarget, resolveLink } from './deepLink'
import { clearFaults, type FaultChoice } from './faults'
import { focusOperationForm, MAIN_ID } from './focus'
import { requestLog } from './requestLog'

const firstKey = () => {
  const [first] = allOperations()
  return first && operationKey(first)
}

type Shown = { key: string | undefined } | { unknown: Extract<LinkTarget, { kind: 'unknown' }> }

/** `#/aptos/getNFTsByCreators` selects an operation, so a link can point at one (`none`: the first). */
function shownByLink(target: LinkTarget): Shown {
  if (target.kind === 'unknown') return { unknown: target }
  const key = target.kind === 'operation' ? target.key : firstKey()
  // A link in another case (`#/streams/GetStreams`) is rewritten to the operation's own key.
  if (key && target.kind === 'operation' && window.location.hash !== `#/${key}`)
    window.history.replaceState(null, '', `#/${key}`)
  return { key }
}

export function App() {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(false)
  // The live key lives in this state only: never in storage, never logged.
  const [apiKey, setApiKey] = useState('')
  const [fault, setFault] = useState<FaultChoice>('none')
  const [faultError, setFaultError] = useState<string>()
  const [shown, setShown] = useState(() => shownByLink(resolveLink(window.location.hash)))
  // After the first page, an operation opens because the user chose it: the keyboard goes to its form.
  const [chosen, setChosen] = useState(false)
  const client = useMemo(() => makeClient(live ? { kind: 'live', apiKey } : { kind: 'mock' }), [live, apiKey])
  const selectedKey = 'key' in shown ? shown.key : undefined
  const selected = selectedKey ? findOperation(selectedKey) : undefined

  useEffect(() => {
    const onHash = () => {
      setShown(shownByLink(resolveLink(window.location.hash)))
      setChosen(true)
    }
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  function select(key: string) {
    setShown({ key })
    setChosen(true)
    requestLog.reset()
    window.history.replaceState(null, '', `#/${key}`)
  }

  /** Query keys never hold the key or the host, so results of the other mode must go. */
  function switchMode(next: boolean) {
    queryClient.clear()
    requestLog.reset()
    setLive(next)
  }

  function changeFault(next: FaultChoice) {
    setFault(next)
    setFaultError(undefined)
    // Leftover plans of an earlier choice (a slow answer stays set) must not hit the next call.
    if (next === 'none') {
      clearFaults().catch((error: unknown) =>
        setFaultError(error instanceof Error ? error.message : String(error)),
      )
    }
  }

  return (
    <W3DataProvider client={client}>
      <div className="app">
        <a
          className="skip-link"
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            // The hash names operations: the link moves the focus instead of changing it.
            event.preventDefault()
            if (!focusOperationForm()) document.getElementById(MAIN_ID)?.focus()
          }}
        >
          Skip to the operation
        </a>
        <header className="top-bar">
          <div className="brand">
            <span className="logo" aria-hidden="true">
              w3
            </span>
            <div>
              <p className="brand-name">w3data demo</p>
              <p className="muted small">Every catalogue operation, through w3data/react</p>
            </div>
          </div>
          <ModeBar
            live={live}
            onLiveChange={switchMode}
            hasKey={apiKey !== ''}
            onApiKey={(key) => {
              queryClient.clear()
              setApiKey(key)
            }}
            fault={fault}
            onFaultChange={changeFault}
            faultError={faultError}
          />
        </header>
        <div className="layout">
          <aside className="sidebar">
            <OperationList selectedKey={selectedKey} onSelect={select} />
          </aside>
          <main className="main" id={MAIN_ID} tabIndex={-1}>
            {selected ? (
              <OperationPanel
                key={selectedKey}
                operation={selected.operation}
                catalogue={selected.catalogue}
                client={client}
                fault={live ? undefined : fault}
                focusForm={chosen}
              />
            ) : 'unknown' in shown ? (
              <UnknownOperation asked={shown.unknown.asked} nearest={shown.unknown.nearest} />
            ) : (
              <p className="muted">Pick an operation on the left.</p>
            )}
          </main>
        </div>
      </div>
    </W3DataProvider>
  )
}
