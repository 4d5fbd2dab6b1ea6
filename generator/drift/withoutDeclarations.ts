import type { LoadedSpec } from '../load/loadSpec'
import { DIFFERS } from './readCatalogue'

/**
 * The catalogue without its `x-w3data-differs` declarations: they speak to the drift report only,
 * and the generated catalogue copies schemas whole, so they are removed before generating.
 */
export function withoutDeclarations(spec: LoadedSpec): LoadedSpec {
  return { ...spec, document: strip(spec.document) as LoadedSpec['document'] }
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip)
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== DIFFERS)
      .map(([key, value]) => [key, strip(value)]),
  )
}
