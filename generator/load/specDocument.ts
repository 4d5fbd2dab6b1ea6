// The merged document of one API folder, and how its checks report a problem in it.
import type { Json } from './json'
import type { DocumentPath } from './sourceMap'

/**
 * A merged OpenAPI document of one API folder, as parsed: the sections the parts merge into are
 * mappings, everything else is as written. The model narrows it (model/specObjects.ts).
 */
export type SpecDocument = {
  paths: Json
  components: { schemas: Json; parameters: Json }
  [key: string]: unknown
}

/** The HTTP methods an operation may have in a path item. */
export const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const
export type Method = (typeof METHODS)[number]

export function isMethod(key: string): key is Method {
  return METHODS.some((method) => method === key)
}

/** Reports a problem at a node of the merged document. */
export type Report = (path: DocumentPath, message: string, hint?: string) => void
