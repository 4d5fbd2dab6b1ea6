/**
 * The facts of a provider's document as committed in reference/<api>.json: operations, methods,
 * paths, parameters (name, place, required flag, schema without prose) and response fields
 * (path → type; null where the document does not say). Parameter types, enums and defaults are
 * read back from the schemas, so each fact is written once.
 */
import { paramEntry } from './readOpenApi'
import type { Json } from './schemaWalk'
import type { Coverage, OperationEntry, ParamEntry, Place, ReferenceEntries } from './shape'

export interface ReferenceFacts {
  source: string
  coverage: Coverage
  /** Component schemas the parameters point at as `#/schemas/<Name>`. */
  schemas: Json
  operations: OperationFacts[]
}

export interface OperationFacts {
  id: string
  method: string
  path: string
  params: ParamFacts[]
  fields?: Record<string, string | null>
}

export interface ParamFacts {
  name: string
  in: Place
  required: boolean
  schema?: Json
}

export function toFacts(entries: ReferenceEntries, schemas: Json): ReferenceFacts {
  return {
    source: entries.source,
    coverage: entries.coverage,
    schemas,
    operations: entries.operations.map(({ id, method, path, params, fields }) => ({
      id,
      method,
      path,
      params: params.map(({ name, in: place, required, schema }) => ({
        name,
        in: place,
        required,
        ...(schema ? { schema } : {}),
      })),
      ...(fields
        ? { fields: Object.fromEntries(fields.map((field) => [field.path, field.type ?? null])) }
        : {}),
    })),
  }
}

export function fromFacts(facts: ReferenceFacts): ReferenceEntries {
  const document = facts as unknown as Json
  const param = ({ name, in: place, required, schema }: ParamFacts): ParamEntry =>
    schema
      ? { ...paramEntry(document, name, place, required, schema), schema }
      : { name, in: place, required }
  return {
    source: facts.source,
    coverage: facts.coverage,
    operations: facts.operations.map(
      ({ id, method, path, params, fields }): OperationEntry => ({
        id,
        method,
        path,
        params: params.map(param),
        ...(fields
          ? {
              fields: Object.entries(fields).map(([fieldPath, type]) =>
                type === null ? { path: fieldPath } : { path: fieldPath, type },
              ),
            }
          : {}),
      }),
    ),
  }
}
