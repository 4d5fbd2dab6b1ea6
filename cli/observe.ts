import type { W3DataClient } from 'w3data'

/**
 * A client that counts the requests it sends and keeps the last answer's body text, for two
 * questions the library's result does not answer: did a failed call send anything (if not, the
 * command was at fault: exit 2), and what did the provider send as is (`--raw`)?
 */
export function observe(client: W3DataClient, keepBody: boolean) {
  const state = { sent: 0, lastBody: undefined as Promise<string | undefined> | undefined }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    state.sent++
    const response = await globalThis.fetch(input, init)
    // A body that breaks off fails the call itself; this copy must not fail the process as well.
    if (keepBody)
      state.lastBody = response
        .clone()
        .text()
        .catch(() => undefined)
    return response
  }
  return { client: client.withOptions({ fetch }), state }
}
