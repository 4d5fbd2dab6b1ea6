import { errorReply, type Reply } from '../reply'

/**
 * The provider's key check: no `x-api-key` (or an empty one) is `Missing API key`; with an
 * allow-list, any other key is `Invalid API key`. Without a list every non-empty key passes.
 */
export function checkApiKey(
  headers: Readonly<Record<string, string>>,
  allowed: ReadonlySet<string> | undefined,
): Reply | undefined {
  // Node's parser has already trimmed the value: blanks alone arrive as ''.
  const key = headers['x-api-key']
  if (!key) return errorReply(401, 'Missing API key')
  if (allowed && !allowed.has(key)) return errorReply(401, 'Invalid API key')
  return undefined
}
