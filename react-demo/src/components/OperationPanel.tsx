import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { W3DataClient } from 'w3data'
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { W3DATA_QUERY_SCOPE } from 'w3data/react'
import { type FaultChoice, injectFault } from '../faults'
import { focusOperationForm } from '../focus'
import {
  BODY_FIELD,
  exampleBody,
  type FieldErrors,
  FORM_FIELD,
  initialValues,
  toParams,
  withExamples,
} from '../formValues'
import { refusals } from '../refusals'
import { requestLog } from '../requestLog'
import { CodeView } from './CodeView'
import { OperationForm } from './OperationForm'
import { OperationHeader } from './OperationHeader'
import { RequestView } from './RequestView'
import { RunView } from './RunView'
import type { Run } from './runs'

interface OperationPanelProps {
  operation: OperationEntry
  catalogue: ApiCatalogue
  client: W3DataClient
  /** In mock mode, the fault to inject on each run. */
  fault: FaultChoice | undefined
  /** The user chose the operation: the keyboard goes to its form. */
  focusForm: boolean
}

const RETRIED_METHODS = new Set(['GET', 'OPTIONS'])

function placeholderText(checking: boolean, refused: boolean): string {
  if (checking) return 'Checking the parameters…'
  if (refused) return 'Not sent: the client refused the call (see the message in the form).'
  return 'Fill the form and press Run (or Enter).'
}

/** One operation: its description, its form, and what the last run sent and got. */
export function OperationPanel({ operation, catalogue, client, fault, focusForm }: OperationPanelProps) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => initialValues(operation, catalogue))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [run, setRun] = useState<Run>()
  const [checking, setChecking] = useState(false)
  const runs = useRef(0)

  // Once, when the panel opens (it is keyed by the operation), not again when focusForm changes.
  useEffect(() => {
    if (focusForm) focusOperationForm()
  }, [])

  function refuse(next: FieldErrors) {
    setErrors(next)
    setRun(undefined)
  }

  /** Checks with the client's own validation, sends nothing when it refuses any field, else starts a run. */
  async function submit() {
    setChecking(true)
    setRun(undefined)
    requestLog.reset()
    try {
      const built = toParams(operation, catalogue, values)
      const problems = await refusals(
        client,
        operation,
        catalogue,
        built.params,
        built.ok ? {} : built.errors,
      )
      if (Object.keys(problems).length > 0) return refuse(problems)
      if (fault && fault !== 'none') {
        const attempts = RETRIED_METHODS.has(operation.method) ? client.options.maxRetries + 1 : 1
        await injectFault(operation.id, fault, attempts)
      }
      setErrors({})
      // A fresh call on every Run, rather than the cached answer of the same parameters.
      queryClient.removeQueries({ queryKey: [W3DATA_QUERY_SCOPE, operation.api, operation.id] })
      runs.current += 1
      setRun({ id: runs.current, params: built.params, client })
    } catch (error) {
      refuse({ [FORM_FIELD]: error instanceof Error ? error.message : String(error) })
    } finally {
      setChecking(false)
    }
  }

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  return (
    <div className="operation-panel">
      <OperationHeader operation={operation} catalogue={catalogue} />
      <div className="workspace">
        <div className="workspace-column">
          <OperationForm
            operation={operation}
            catalogue={catalogue}
            values={values}
            errors={errors}
            busy={checking}
            onChange={change}
            onSubmit={submit}
            onExamples={() => setValues((current) => withExamples(operation, catalogue, current))}
            onReset={() => {
              setValues(initialValues(operation, catalogue))
              setErrors({})
            }}
            onResetBody={() => change(BODY_FIELD, JSON.stringify(exampleBody(operation, catalogue), null, 2))}
          />
          <RequestView />
          <CodeView operation={operation} catalogue={catalogue} values={values} />
        </div>
        <div className="workspace-column">
          {run ? (
            <RunView key={run.id} operation={operation} run={run} />
          ) : (
            <section className="card result-view placeholder" aria-label="Result">
              <h2 className="card-title">Result</h2>
              <p className="muted">{placeholderText(checking, Object.keys(errors).length > 0)}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
