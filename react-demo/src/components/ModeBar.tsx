import { type FormEvent, useId, useState } from 'react'
import { MOCK_URL } from '../client'
import { FAULTS, type FaultChoice, isFaultChoice } from '../faults'

interface ModeBarProps {
  live: boolean
  onLiveChange(live: boolean): void
  /** Whether a live API key has been set (the key itself never comes back here). */
  hasKey: boolean
  onApiKey(apiKey: string): void
  fault: FaultChoice
  onFaultChange(fault: FaultChoice): void
  faultError: string | undefined
}

/** Mock or live provider; the fault to inject (mock) or the API key to use (live). */
export function ModeBar({
  live,
  onLiveChange,
  hasKey,
  onApiKey,
  fault,
  onFaultChange,
  faultError,
}: ModeBarProps) {
  const [draft, setDraft] = useState('')
  const id = useId()

  function applyKey(event: FormEvent) {
    event.preventDefault()
    onApiKey(draft.trim())
  }

  return (
    <div className="mode-bar">
      <fieldset className="mode-switch">
        <legend className="sr-only">Provider</legend>
        <label>
          <input type="radio" name="mode" value="mock" checked={!live} onChange={() => onLiveChange(false)} />
          Mock provider
        </label>
        <label>
          <input type="radio" name="mode" value="live" checked={live} onChange={() => onLiveChange(true)} />
          Live API
        </label>
      </fieldset>
      {live ? (
        <form className="api-key" onSubmit={applyKey}>
          <label htmlFor={`${id}-key`}>API key</label>
          <input
            id={`${id}-key`}
            type="password"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="your provider API key"
          />
          <button type="submit">Use key</button>
          <span className={hasKey ? 'pill ok' : 'pill warn'}>{hasKey ? 'key in use' : 'no key'}</span>
        </form>
      ) : (
        <div className="fault">
          <label htmlFor={`${id}-fault`}>Inject fault</label>
          <select
            id={`${id}-fault`}
            value={fault}
            onChange={(event) => isFaultChoice(event.target.value) && onFaultChange(event.target.value)}
          >
            {Object.entries(FAULTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {faultError ? (
            <span className="field-error small">{faultError}</span>
          ) : (
            <span className="muted small">mock provider on {MOCK_URL}</span>
          )}
        </div>
      )}
    </div>
  )
}
