/**
 * Secrets (API keys, stream secrets) that must never appear in errors or log lines. Clients
 * register their key on creation; the set holds strings only, so it never grows past the
 * handful of keys a process uses.
 */
const secrets = new Set<string>()
const MASK = '***'

export function registerSecret(secret: string | undefined): void {
  // Very short values would mask ordinary words; real keys are long.
  if (secret && secret.length >= 8) secrets.add(secret)
}

export function redactSecrets(text: string): string {
  if (secrets.size === 0) return text
  let out = text
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK)
  return out
}

/**
 * Redacts every string inside plain data; objects nested deeper than 8 levels become '[Truncated]'.
 * Other values pass through untouched.
 */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (secrets.size === 0 || typeof value !== 'object' || value === null) return value
  // Nothing past the depth limit is walked, so nothing of it is kept: a secret could sit there.
  if (depth > 8) return '[Truncated]'
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, key, { value: redactDeep(item, depth + 1), enumerable: true, writable: true })
  }
  return out
}
