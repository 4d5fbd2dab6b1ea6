/**
 * Secrets (API keys, stream secrets) that must never appear in errors or log lines. A client
 * registers its own on creation and releases them when it is garbage-collected, so the set holds
 * the secrets of live clients only. They are indexed by their first characters: masking a text
 * costs one lookup per position in it, however many clients there are.
 */

/** What a secret is replaced by wherever it would show: messages, logs, details. */
export const SECRET_MASK = '***'
/** Clients refuse shorter secrets: a shorter one could not be indexed, and would mask ordinary words. */
export const MIN_SECRET_LENGTH = 8

/** First MIN_SECRET_LENGTH characters → secret → how many live clients hold it. */
const byPrefix = new Map<string, Map<string, number>>()
const holders = new FinalizationRegistry<string>(release)

export function registerSecret(secret: string | undefined, holder: object): void {
  if (!secret || secret.length < MIN_SECRET_LENGTH) return
  const prefix = secret.slice(0, MIN_SECRET_LENGTH)
  const group = byPrefix.get(prefix) ?? new Map<string, number>()
  byPrefix.set(prefix, group)
  group.set(secret, (group.get(secret) ?? 0) + 1)
  holders.register(holder, secret)
}

/** Runs once per registration, so the secret's group and count are there. */
function release(secret: string): void {
  const prefix = secret.slice(0, MIN_SECRET_LENGTH)
  const group = byPrefix.get(prefix) as Map<string, number>
  const held = group.get(secret) as number
  if (held > 1) group.set(secret, held - 1)
  else group.delete(secret)
  if (group.size === 0) byPrefix.delete(prefix)
}

/**
 * `text` with every live secret masked, or its first `length` characters, scanning no further than
 * they need (the text before the scan is final): an error that keeps 4 KB of a cursor of megabytes
 * reads about 4 KB of it, where all of it took over a second.
 */
export function redactSecrets(text: string, length = Number.POSITIVE_INFINITY): string {
  if (byPrefix.size === 0) return text.slice(0, length)
  let out = ''
  let copied = 0
  for (let at = 0; at + MIN_SECRET_LENGTH <= text.length && out.length + at - copied < length; ) {
    const found = secretAt(text, at)
    if (found === undefined) {
      at++
      continue
    }
    out += text.slice(copied, at) + SECRET_MASK
    at += found.length
    copied = at
  }
  return (out + text.slice(copied, copied + length)).slice(0, length)
}

/** The longest registered secret that starts at `at` in `text`. */
function secretAt(text: string, at: number): string | undefined {
  const group = byPrefix.get(text.slice(at, at + MIN_SECRET_LENGTH))
  if (!group) return undefined
  let longest: string | undefined
  for (const secret of group.keys())
    if (text.startsWith(secret, at) && secret.length > (longest?.length ?? 0)) longest = secret
  return longest
}

/** Longest text an error keeps of one value (a body, a header, a cursor), its note included. */
export const MAX_ERROR_TEXT = 4096
/** A cut text that ends with this many or more first characters of a secret has them masked. */
const MIN_MASKED_START = 4

/**
 * A text as an error may keep it: secrets masked first, then cut to `max` characters, a note of
 * its length included (so a cut text is cut no further). Redacting before cutting (as far as
 * the cut keeps) is what catches a secret the cut would split; a start of a secret left at the
 * cut's end is masked too.
 */
export function redactAndCut(text: string, max = MAX_ERROR_TEXT): string {
  // One character more than fits tells whether the redacted text is longer than max.
  const redacted = redactSecrets(text, max + 1)
  if (redacted.length <= max) return redacted
  const note = `… (${text.length} characters in all)`
  return maskSecretStartAtEnd(redacted.slice(0, max - note.length)) + note
}

function maskSecretStartAtEnd(text: string): string {
  let longest = 0
  for (const group of byPrefix.values())
    for (const secret of group.keys())
      for (let length = Math.min(secret.length - 1, text.length); length > longest; length--)
        if (length >= MIN_MASKED_START && text.endsWith(secret.slice(0, length))) longest = length
  return longest === 0 ? text : `${text.slice(0, -longest)}${SECRET_MASK}`
}

/**
 * Redacts and cuts (as `redactAndCut`) every string inside plain data: arrays and plain objects,
 * which are copied; those nested deeper than 8 levels become '[Truncated]'. Other values (a Date,
 * a number) pass through as they are.
 */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactAndCut(value)
  if (!isPlainData(value)) return value
  // Nothing past the depth limit is walked, so nothing of it is kept: a secret could sit there.
  if (depth > 8) return '[Truncated]'
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1))
  const out: Record<string, unknown> = {}
  // Defined rather than assigned, so that a "__proto__" key stays data; the same fields as `out[key] =`.
  for (const [key, item] of Object.entries(value)) {
    const masked = redactDeep(item, depth + 1)
    Object.defineProperty(out, key, { value: masked, enumerable: true, writable: true, configurable: true })
  }
  return out
}

function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return Array.isArray(value) || prototype === Object.prototype || prototype === null
}
