import { type Json, jsonOr } from '../load/json'
import type { DocumentPath } from '../load/sourceMap'
import type { DispatchModel, OperationModel } from './ir'

/** Runs `build`; what it throws is reported at `path` and gives undefined. */
type Attempt = <T>(path: DocumentPath, build: () => T) => T | undefined

const AT: DocumentPath = ['x-w3data-dispatch']

/**
 * Reads `x-w3data-dispatch`. Every call routes the same `networkType` values, in the same order,
 * each to an operation of the API; a call may not take the name of an operation.
 */
export function dispatchOf(
  dispatch: Json,
  operations: readonly OperationModel[],
  attempt: Attempt,
): DispatchModel | undefined {
  const head = attempt(AT, () => headOf(dispatch))
  const entries = Object.entries(jsonOr(dispatch.calls))
  const values = Object.keys(jsonOr(entries[0]?.[1]))
  const ids = new Set(operations.map((operation) => operation.id))
  const calls = entries.map(([name, table]) =>
    attempt([...AT, 'calls', name], () => {
      if (ids.has(name)) throw new Error(`x-w3data-dispatch call ${name} has the name of an operation`)
      const routes = Object.entries(jsonOr(table)).map(([value, id]) => {
        if (typeof id !== 'string' || !ids.has(id))
          throw new Error(
            `x-w3data-dispatch call ${name}: ${value} routes to ${String(id)}, which is no operation`,
          )
        return [value, id] as const
      })
      if (routes.map(([value]) => value).join() !== values.join())
        throw new Error(`x-w3data-dispatch call ${name} must route ${values.join(', ')}, in that order`)
      return { name, routes }
    }),
  )
  const built = calls.filter((call) => call !== undefined)
  if (!head || built.length < calls.length) return undefined
  return { ...head, values, calls: built }
}

function headOf({ prefix, error, calls }: Json): Pick<DispatchModel, 'prefix' | 'error'> {
  if (typeof prefix !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(prefix))
    throw new Error('x-w3data-dispatch.prefix must be a camelCase word')
  const { code, message } = jsonOr(error)
  if (typeof code !== 'string' || typeof message !== 'string')
    throw new Error('x-w3data-dispatch.error needs a code and a message')
  if (Object.keys(jsonOr(calls)).length === 0) throw new Error('x-w3data-dispatch.calls names no call')
  return { prefix, error: { code, message } }
}
