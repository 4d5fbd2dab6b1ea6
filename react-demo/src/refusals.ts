import type { W3DataClient } from 'w3data'
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { BODY_FIELD, errorsFor, exampleParams, type FieldErrors, FORM_FIELD } from './formValues'
import type { Params } from './operations'
import { preflight } from './preflight'

function withValue(params: Params, name: string, value: unknown): Params {
  const { [name]: _, ...rest } = params
  return value === undefined ? rest : { ...rest, [name]: value }
}

/**
 * Every field the client refuses, not only the first it names: the named field takes its example
 * value and the client is asked again, until it accepts the call or names no new field. Fields in
 * `unread` (the form could not read them) take their example from the start and keep their error.
 */
export async function refusals(
  client: W3DataClient,
  operation: OperationEntry,
  catalogue: ApiCatalogue,
  params: Params,
  unread: FieldErrors = {},
): Promise<FieldErrors> {
  const examples = exampleParams(operation, catalogue)
  const errors: Record<string, string> = { ...unread }
  let trying = Object.keys(unread).reduce((next, name) => withValue(next, name, examples[name]), params)
  for (;;) {
    const problem = await preflight(client, operation, trying)
    if (!problem) return errors
    const [found] = Object.entries(errorsFor(problem, operation, catalogue))
    if (!found || found[0] in errors) return errors
    const [field, message] = found
    errors[field] = message
    if (field === BODY_FIELD || field === FORM_FIELD) return errors
    trying = withValue(trying, field, examples[field])
  }
}
