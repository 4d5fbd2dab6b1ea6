/**
 * The common shape both sides of the drift report are read into: the catalogue (spec/) and the
 * facts of the provider's published documents (reference/, see facts.ts).
 */

/** A reason written in the catalogue (`x-w3data-differs`), and where it is written. */
export interface Declaration {
  reason: string
  /** Readable place in the catalogue, e.g. `schema NativeBalance.lamports`. */
  where: string
}

/** Where in the catalogue an entry is written, and the declaration written there, if any. */
export interface Site {
  where: string
  declared?: Declaration
}

export type Place = 'path' | 'query' | 'header' | 'body'

export interface ParamEntry {
  /** Wire name; a request body that is not an object is the one parameter `<body>`. */
  name: string
  in: Place
  required: boolean
  /** Normalised type (`string`, `integer[]`, `object | null`…); absent where the side does not say. */
  type?: string
  enum?: string[]
  /** The default as JSON text. */
  default?: string
  /** The reference's schema, without prose (requestSchema.ts): what the wire tests sample from. */
  schema?: Record<string, unknown>
  site?: Site
}

export interface FieldEntry {
  /** Dotted path in the success body: `result[].token_address`; `` is the body itself. */
  path: string
  /** Absent where the side does not say (a facts sheet cell in prose). */
  type?: string
  site?: Site
  /** The object schema holding the field: its declaration covers the fields it lacks. */
  holder?: Site
}

export interface OperationEntry {
  id: string
  method: string
  path: string
  params: ParamEntry[]
  /** Response fields; absent where the side does not describe them. */
  fields?: FieldEntry[]
  site?: Site
}

/** What a reference describes, so that the comparison leaves out what it cannot compare. */
export interface Coverage {
  paramTypes: boolean
  responseFields: boolean
  /** How many names deep response fields are compared (`result[].name` is two); absent: all. */
  fieldDepth?: number
}

export interface ApiEntries {
  operations: OperationEntry[]
}

/** The catalogue's side: its operations, every declaration it holds, and the ones for absent operations. */
export interface CatalogueEntries extends ApiEntries {
  declarations: Declaration[]
  /** `METHOD /path` → declaration, for reference operations the catalogue leaves out. */
  absent: Map<string, Declaration>
}

export interface ReferenceEntries extends ApiEntries {
  coverage: Coverage
  /** One line for DRIFT.md: which document, and what of it is compared. */
  source: string
}
