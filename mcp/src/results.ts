/** Tool results as MCP carries them, with every secret taken out of them. */

export interface StructuredResult {
  [key: string]: unknown
  result: unknown
  nextCursor?: string
  note?: string
}

export interface ToolResult {
  [key: string]: unknown
  content: { type: 'text'; text: string }[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
}

const MASK = '[redacted]'

/** The result's text mirrors its structured content, for clients that read only text. */
export const toolResult = (structured: Record<string, unknown>, secrets: readonly string[]): ToolResult =>
  redact(
    { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured },
    secrets,
  )

/** A failure the agent can read and act on: the library's own message (`[C0005] …`). */
export const errorResult = (message: string, secrets: readonly string[]): ToolResult =>
  redact({ content: [{ type: 'text', text: message }], isError: true }, secrets)

/** The value with every secret replaced, wherever it sits (text, nested data). */
export function redact<T>(value: T, secrets: readonly string[]): T {
  let text = JSON.stringify(value)
  for (const secret of secrets) {
    if (secret.length === 0) continue
    text = text.replaceAll(JSON.stringify(secret).slice(1, -1), MASK)
  }
  return JSON.parse(text) as T
}
