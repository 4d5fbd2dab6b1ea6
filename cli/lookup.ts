import {
  type ApiCatalogue,
  catalogues,
  nearestName,
  type OperationEntry,
  searchOperations,
} from 'w3data/catalogue'
import { UsageError } from './exitCodes'

/** One catalogue operation with the API it belongs to. */
export interface Target {
  catalogue: ApiCatalogue
  operation: OperationEntry
}

/** The command line's own commands, which stand where an API would (`w3data list`). */
const COMMANDS = ['list', 'describe', 'help']

/** The API named `api`, in any case; a wrong name gets the API or command a typo away from it. */
export function findApi(api: string): ApiCatalogue {
  const found = catalogues.find((catalogue) => catalogue.api === api.toLowerCase())
  if (found) return found
  const apis = catalogues.map((catalogue) => catalogue.api)
  const near = nearestName(api, [...apis, ...COMMANDS], { closeEnough: true })
  const hint =
    near === undefined ? '' : ` Did you mean ${COMMANDS.includes(near) ? 'the command ' : ''}${near}?`
  throw new UsageError(`Unknown API: ${api}.${hint} The APIs are ${apis.join(', ')}`)
}

/** Up to three operations whose words match `id`, else the one a typo away from it. */
function nearOperations(catalogue: ApiCatalogue, id: string): string[] {
  const hits = searchOperations(id, [catalogue]).map((hit) => hit.operation.id)
  if (hits.length > 0) return hits.slice(0, 3)
  const typo = nearestName(
    id,
    catalogue.operations.map((entry) => entry.id),
    { closeEnough: true },
  )
  return typo ? [typo] : []
}

/** The operation `id` of `api`; an id in the wrong case is accepted, a wrong one gets suggestions. */
export function findTarget(api: string, id: string): Target {
  const catalogue = findApi(api)
  const operation =
    catalogue.operations.find((entry) => entry.id === id) ??
    catalogue.operations.find((entry) => entry.id.toLowerCase() === id.toLowerCase())
  if (operation) return { catalogue, operation }
  const near = nearOperations(catalogue, id)
  const hint = near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''
  throw new UsageError(`Unknown operation: ${catalogue.api} ${id}.${hint} (w3data list ${catalogue.api})`)
}
