/**
 * Searching the catalogue: every word of the query must match (API name or title, tag,
 * operationId split at its capitals, summary or path); hits are ranked by where their words
 * matched. Exported from `w3data/catalogue`: the demo and the command line search the same way.
 */
import type { ApiCatalogue, OperationEntry } from './types'

export interface SearchHit {
  operation: OperationEntry
  catalogue: ApiCatalogue
  score: number
}

/** What a word is matched against, and how much a match there weighs. */
interface SearchField {
  weight: number
  /** Lowercase words of the field. */
  words: readonly string[]
  /** The field in lowercase, whole: `/nfts/creators` and `getnftsbycreators` match by substring. */
  text: string
}

/** An exact id beats everything; then words of the id, the API, the tag, the path, the summary. */
const EXACT_ID = 100
const WEIGHTS = { id: 8, api: 6, tag: 4, path: 2, summary: 1 } as const
/** A word that only starts a field's word (`nft` in `nfts`) counts for less than a whole one. */
const PREFIX_SHARE = 0.6

/** `getNFTsByCreators` → get NFTs By Creators; then the words, lowercase. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** The query's words: lowercase, split at spaces and punctuation; a path keeps its slashes. */
export function queryWords(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .flatMap((word) => (word.includes('/') ? [word] : word.split(/[^a-z0-9]+/)))
    .filter(Boolean)
}

/** `transfers` and `transfer`, `nfts` and `nft` are the same word here. */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word)

function fieldsOf(operation: OperationEntry, catalogue: ApiCatalogue): SearchField[] {
  const field = (weight: number, text: string): SearchField => ({
    weight,
    words: wordsOf(text),
    text: text.toLowerCase(),
  })
  return [
    field(WEIGHTS.id, operation.id),
    field(WEIGHTS.api, `${catalogue.api} ${catalogue.title}`),
    field(WEIGHTS.tag, operation.tag),
    field(WEIGHTS.path, operation.path),
    field(WEIGHTS.summary, operation.summary),
  ]
}

/** How well one query word matches a field: whole words count fully, prefixes and substrings less. */
function wordScore(word: string, field: SearchField): number {
  const stemmed = stem(word)
  if (field.words.some((candidate) => candidate === word || stem(candidate) === stemmed)) return field.weight
  const partial = field.words.some((candidate) => candidate.startsWith(word)) || field.text.includes(word)
  return partial ? field.weight * PREFIX_SHARE : 0
}

/** The score of an operation for the query's words, or 0 when a word matches nowhere. */
function scoreOf(
  words: readonly string[],
  query: string,
  operation: OperationEntry,
  catalogue: ApiCatalogue,
): number {
  const fields = fieldsOf(operation, catalogue)
  let total = operation.id.toLowerCase() === query ? EXACT_ID : 0
  for (const word of words) {
    const best = Math.max(...fields.map((field) => wordScore(word, field)))
    if (best === 0) return 0
    total += best
  }
  return total
}

/**
 * The operations of `catalogues` matching every word of `query`, best first (ties keep the
 * catalogue order). An empty query matches nothing.
 */
export function searchOperations(query: string, catalogues: readonly ApiCatalogue[]): SearchHit[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const whole = query.trim().toLowerCase()
  const hits: SearchHit[] = []
  for (const catalogue of catalogues)
    for (const operation of catalogue.operations) {
      const score = scoreOf(words, whole, operation, catalogue)
      if (score > 0) hits.push({ operation, catalogue, score })
    }
  return hits.sort((a, b) => b.score - a.score)
}

/** A piece of text, marked when it matched a word of the query. */
export interface TextPart {
  text: string
  mark: boolean
}

/** `text` cut into parts, marking where a query word (or its stem) occurs, case-insensitively. */
export function highlight(text: string, words: readonly string[]): TextPart[] {
  const lower = text.toLowerCase()
  const marked = new Array<boolean>(text.length).fill(false)
  for (const word of new Set(words.flatMap((word) => [word, stem(word)]))) {
    for (let at = lower.indexOf(word); at >= 0 && word.length > 0; at = lower.indexOf(word, at + 1))
      marked.fill(true, at, at + word.length)
  }
  const parts: TextPart[] = []
  for (let index = 0; index < text.length; index++) {
    const last = parts.at(-1)
    if (last && last.mark === marked[index]) last.text += text.charAt(index)
    else parts.push({ text: text.charAt(index), mark: marked[index] === true })
  }
  return parts
}
