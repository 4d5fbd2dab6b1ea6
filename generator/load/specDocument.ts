// The merged document of one API folder, and how its checks report a problem in it.
import type { DocumentPath } from './sourceMap'

/** A merged OpenAPI document of one API folder, as plain JSON. */
export interface SpecDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; parameters?: Record<string, unknown> }
  [extension: `x-${string}`]: unknown
}

/** Reports a problem at a node of the merged document. */
export type Report = (path: DocumentPath, message: string, hint?: string) => void
