import Moralis from 'w3data/compat'
import type { MockServer } from 'w3data/mock'
import type { Replayed } from './compare'
import { summariseAnswer, summariseError } from './describeAnswer'
import type { CallFixture, Exchange } from './fixtures'
import { functionAt } from './sdkCalls'

/**
 * Replays recorded calls on w3data/compat: each request goes to the mock (which notes it and
 * checks it), and the answer is the body the SDK received for the same call, so both sides read
 * the same bodies. A request the SDK never made gets the mock's own answer.
 */
export function createReplay(mock: MockServer) {
  const queue: Exchange[] = []
  const replayFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const recorded = queue.shift()
    if (!recorded) return response
    await response.arrayBuffer()
    const text = typeof recorded.body === 'string' ? recorded.body : JSON.stringify(recorded.body)
    return new Response(text === '' || recorded.status === 204 ? null : text, {
      status: recorded.status,
      headers: { 'content-type': 'application/json' },
    })
  }

  async function replay(fixture: CallFixture): Promise<Replayed> {
    queue.splice(0, queue.length, ...fixture.exchanges)
    mock.requests.reset()
    const out: Replayed = { requests: [] }
    try {
      const call = functionAt(Moralis, fixture.api, { group: fixture.group, name: fixture.name })
      if (!call) throw new Error(`w3data/compat has no ${fixture.label}`)
      const answer = await call(...structuredClone(fixture.args))
      out.answer = summariseAnswer(answer)
      const page = answer as { hasNext?: () => boolean; next?: () => Promise<unknown> }
      if (page?.hasNext?.()) {
        try {
          out.next = summariseAnswer(await page.next?.())
        } catch (error) {
          out.nextError = summariseError(error)
        }
      }
    } catch (error) {
      out.error = summariseError(error)
    }
    out.requests = JSON.parse(
      JSON.stringify(mock.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))),
    )
    return out
  }

  return { fetch: replayFetch, replay }
}
