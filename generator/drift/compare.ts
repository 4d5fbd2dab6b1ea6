/** The comparison: every difference between the catalogue and a reference, with its declaration. */
import type {
  CatalogueEntries,
  Declaration,
  FieldEntry,
  OperationEntry,
  ParamEntry,
  ReferenceEntries,
  Site,
} from './shape'

export interface Drift {
  /** `getWalletNFTs (GET /{address}/nft)`: the operation it belongs to, as the report groups it. */
  operation: string
  /** What differs: `operation`, `parameter chain`, `field result[].token_id`. */
  subject: string
  /** How: `only in the catalogue`, `type: catalogue string, reference integer`. */
  detail: string
  /** Where the catalogue writes the entry, so where a declaration belongs (absent: index.yaml). */
  site?: string
  declared?: Declaration
}

export interface Comparison {
  /** Operations on either side. */
  compared: number
  /** Operations with no difference at all. */
  same: number
  drifts: Drift[]
  /** Declarations that no difference needs any more: an error, like undeclared drift. */
  stale: Declaration[]
}

export function compare(catalogue: CatalogueEntries, reference: ReferenceEntries): Comparison {
  const byId = new Map(reference.operations.map((operation) => [operation.id, operation]))
  const byRoute = new Map(reference.operations.map((operation) => [route(operation), operation]))
  const matched = new Set<OperationEntry>()
  const drifts: Drift[] = []
  let same = 0
  for (const ours of catalogue.operations) {
    const theirs = byId.get(ours.id) ?? byRoute.get(route(ours))
    const found: Drift[] = []
    const add: Add = (subject, detail, site) =>
      found.push({
        operation: label(ours),
        subject,
        detail,
        ...(site ? { site: site.where } : {}),
        ...(site?.declared ? { declared: site.declared } : {}),
      })
    if (!theirs) add('operation', 'only in the catalogue', ours.site)
    else {
      matched.add(theirs)
      for (const [aspect, mine, other] of [
        ['operationId', ours.id, theirs.id],
        ['method', ours.method, theirs.method],
        ['path', ours.path, theirs.path],
      ] as const)
        if (mine !== other) add('operation', differs(aspect, mine, other), ours.site)
      compareParams(ours, theirs, reference, add)
      if (reference.coverage.responseFields && ours.fields && theirs.fields) {
        const depth = reference.coverage.fieldDepth ?? Number.POSITIVE_INFINITY
        const within = (field: FieldEntry) => fieldDepth(field.path) <= depth
        compareFields(ours.fields.filter(within), theirs.fields.filter(within), add)
      }
    }
    if (found.length === 0) same++
    drifts.push(...found)
  }
  for (const theirs of reference.operations) {
    if (matched.has(theirs)) continue
    const declared = catalogue.absent.get(route(theirs))
    drifts.push({
      operation: label(theirs),
      subject: 'operation',
      detail: 'only in the reference',
      site: 'index.yaml',
      ...(declared ? { declared } : {}),
    })
  }
  const used = new Set(drifts.map((drift) => drift.declared))
  return {
    compared: catalogue.operations.length + reference.operations.length - matched.size,
    same,
    drifts: drifts.sort(byPlace),
    stale: catalogue.declarations.filter((declaration) => !used.has(declaration)),
  }
}

type Add = (subject: string, detail: string, site?: Site) => void

function route(operation: OperationEntry): string {
  return `${operation.method} ${operation.path}`
}

function label(operation: OperationEntry): string {
  return `${operation.id} (${route(operation)})`
}

function differs(aspect: string, ours: string | undefined, theirs: string | undefined): string {
  return `${aspect}: catalogue ${ours ?? '(none)'}, reference ${theirs ?? '(none)'}`
}

/** Parameters pair by name and place, then by name alone (the place differs). */
function compareParams(ours: OperationEntry, theirs: OperationEntry, reference: ReferenceEntries, add: Add) {
  const left = [...ours.params]
  const right = [...theirs.params]
  const pairs: [ParamEntry, ParamEntry][] = []
  for (const samePlace of [true, false]) {
    for (const mine of [...left]) {
      const index = right.findIndex(
        (other) => other.name === mine.name && (!samePlace || other.in === mine.in),
      )
      const other = right[index]
      if (!other) continue
      pairs.push([mine, other])
      left.splice(left.indexOf(mine), 1)
      right.splice(index, 1)
    }
  }
  for (const mine of left) add(`parameter ${mine.name}`, `only in the catalogue (${mine.in})`, mine.site)
  for (const other of right) add(`parameter ${other.name}`, `only in the reference (${other.in})`, ours.site)
  for (const [mine, other] of pairs) {
    const subject = `parameter ${mine.name}`
    const aspects: [string, string | undefined, string | undefined][] = [
      ['place', mine.in, other.in],
      ['required', String(mine.required), String(other.required)],
    ]
    if (reference.coverage.paramTypes)
      aspects.push(
        ['type', mine.type, other.type],
        ['enum', mine.enum?.join(', '), other.enum?.join(', ')],
        ['default', mine.default, other.default],
      )
    for (const [aspect, a, b] of aspects) if (a !== b) add(subject, differs(aspect, a, b), mine.site)
  }
}

/**
 * Fields pair by path. Below a field present on one side only, or whose type differs, nothing more
 * is reported: the difference is that field's. A field the catalogue lacks is covered by the
 * declaration of the object that would hold it (or of the property holding that object).
 */
function compareFields(ours: FieldEntry[], theirs: FieldEntry[], add: Add) {
  const mine = new Map(ours.map((field) => [field.path, field]))
  const other = new Map(theirs.map((field) => [field.path, field]))
  const closed: string[] = []
  const isBelowClosed = (path: string) =>
    closed.some((top) => path.startsWith(top === '' ? '' : `${top}.`) || path.startsWith(`${top}[]`))
  for (const path of [...new Set([...mine.keys(), ...other.keys()])].sort()) {
    if (path !== '' && isBelowClosed(path)) continue
    const a = mine.get(path)
    const b = other.get(path)
    const subject = path === '' ? 'response body' : `field ${path}`
    if (a && b) {
      if (a.type === undefined || b.type === undefined || a.type === b.type) continue
      add(subject, differs('type', a.type, b.type), a.site)
    } else if (a) add(subject, 'only in the catalogue', a.site)
    else add(subject, 'only in the reference', holderSite(mine, path))
    closed.push(path)
  }
}

/** The object that would hold a field the catalogue lacks: a sibling's holder, or the parent field. */
function holderSite(fields: Map<string, FieldEntry>, path: string): Site | undefined {
  const holder = holderOf(path)
  const sibling = [...fields.values()].find((field) => field.path !== '' && holderOf(field.path) === holder)
  const parent = fields.get(holder.replace(/(\[\])+$/, ''))?.site
  return [sibling?.holder, parent].find((site) => site?.declared) ?? sibling?.holder ?? parent
}

/** The names in a field path: `result[].name` has two, `[].name` one. */
function fieldDepth(path: string): number {
  return path.split('.').filter((part) => part.replaceAll('[]', '') !== '').length
}

function holderOf(path: string): string {
  return path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : ''
}

function byPlace(a: Drift, b: Drift): number {
  return (
    compareText(a.operation, b.operation) ||
    compareText(a.subject, b.subject) ||
    compareText(a.detail, b.detail)
  )
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
