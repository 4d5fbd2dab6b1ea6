import type { ApiCatalogue, OperationEntry } from '../entries/catalogue'
import { apiNetworks } from './baseUrls'

/** Where a request landed: the API and network from the prefix, and the path within the API. */
export interface Location {
  api: string | undefined
  network: string | undefined
  /** The path after `/{api}` or `/{api}/{network}`; the whole path when no API matched. */
  path: string
}

/** A request matched to an operation. */
export interface RouteMatch extends Location {
  catalogue: ApiCatalogue
  operation: OperationEntry
  /** Path parameter values by wire name, URI-decoded. */
  pathParams: Record<string, string>
}

interface Route {
  catalogue: ApiCatalogue
  operation: OperationEntry
  /** One entry per segment: a literal, or `{ param }` for a placeholder. */
  segments: readonly (string | { param: string })[]
}

/** Finds the operation a request is for. */
export interface Router {
  /** The matching operation, or just the location when none matches (an unknown route). */
  match(method: string, pathname: string): RouteMatch | Location
}

const PLACEHOLDER = /^\{(.+)\}$/

/**
 * Builds the routes of `catalogues`. Among templates that match, literal segments win over
 * placeholders, segment by segment from the left (`/coins/transfers/blocks` over
 * `/coins/transfers/{coin_type}`). Templates that are the same up to placeholder names
 * (getAccountModule and getAccountResource both use `/accounts/{address}/resource/{…}`) are
 * resolved in catalogue order: the first one is served.
 */
export function createRouter(catalogues: readonly ApiCatalogue[]): Router {
  const apis = new Map<string, { networks: readonly string[] | undefined; routes: Route[] }>()
  for (const catalogue of catalogues) {
    const routes = catalogue.operations.map((operation) => ({
      catalogue,
      operation,
      segments: splitPath(operation.path).map((segment) => {
        const param = PLACEHOLDER.exec(segment)?.[1]
        return param === undefined ? segment : { param }
      }),
    }))
    // A stable sort by specificity keeps catalogue order among equals.
    routes.sort((a, b) => compareRank(rank(a), rank(b)))
    apis.set(catalogue.api, { networks: apiNetworks(catalogue), routes })
  }

  return {
    match(method, pathname) {
      const [api = '', ...segments] = splitPath(pathname)
      const served = apis.get(api)
      if (!served) return { api: undefined, network: undefined, path: pathname }
      const { networks, routes } = served
      const network = networks ? segments[0] : undefined
      if (networks && (network === undefined || !networks.includes(network)))
        return { api, network: undefined, path: `/${segments.join('/')}` }
      const rest = networks ? segments.slice(1) : segments
      const location = { api, network, path: `/${rest.join('/')}` }
      const decoded = decodeSegments(rest)
      if (!decoded) return location
      for (const route of routes) {
        if (route.operation.method !== method) continue
        const pathParams = matchSegments(route.segments, decoded)
        if (pathParams)
          return { ...location, catalogue: route.catalogue, operation: route.operation, pathParams }
      }
      return location
    },
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function decodeSegments(segments: readonly string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return undefined
  }
}

function matchSegments(
  template: Route['segments'],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (template.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (let index = 0; index < template.length; index++) {
    const expected = template[index] as Route['segments'][number]
    const actual = segments[index] as string
    if (typeof expected === 'string') {
      if (expected !== actual) return undefined
    } else {
      params[expected.param] = actual
    }
  }
  return params
}

/** 0 for a literal segment, 1 for a placeholder: lower ranks are more specific. */
const rank = (route: Route) => route.segments.map((segment) => (typeof segment === 'string' ? 0 : 1))

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const difference = (a[index] as number) - (b[index] as number)
    if (difference !== 0) return difference
  }
  return a.length - b.length
}

/** Type guard: did the request match an operation? */
export function isRouteMatch(found: RouteMatch | Location): found is RouteMatch {
  return 'operation' in found
}
