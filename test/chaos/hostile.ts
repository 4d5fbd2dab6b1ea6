import { createClient, PagingLoopError, RedirectRefusedError, ResponseTooLargeError } from 'w3data'
import { json, loopback } from '../support/loopback'

/** What the hostile rounds saw: every refusal the client owes, and anything that slipped by. */
export interface HostileFigures {
  redirectsRefused: number
  loopsStopped: number
  oversizeRefused: number
  /** Requests that reached the server a redirect pointed to (must stay 0). */
  requestsToThief: number
  violations: string[]
}

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const CREATOR = `0x${'0'.repeat(63)}1`
const LIMIT = 256 * 1024

/**
 * Rounds against a provider that turned hostile, on 127.0.0.1: a redirect to a second server
 * (which must receive nothing), a cursor that repeats forever, and an answer past the client's
 * maxResponseBytes. Each round must end in the typed refusal.
 */
export async function runHostile(rounds: number): Promise<HostileFigures> {
  const figures: HostileFigures = {
    redirectsRefused: 0,
    loopsStopped: 0,
    oversizeRefused: 0,
    requestsToThief: 0,
    violations: [],
  }
  const thief = await loopback((_, response) => json(response, { balance: 'stolen' }))
  const provider = await loopback((request, response) => {
    if (request.url?.includes('/balance')) {
      response.writeHead(302, { location: `${thief.origin}/steal${request.url}` })
      response.end()
    } else if (request.url?.startsWith('/nfts/creators'))
      json(response, { cursor: 'SAME', result: [{ name: 'a' }] })
    else json(response, { padding: 'x'.repeat(LIMIT * 2) })
  })
  const client = createClient({
    apiKey: 'chaos-key-0123456789',
    baseUrls: { evm: provider.origin, aptos: { mainnet: provider.origin } },
    maxResponseBytes: LIMIT,
    logLevel: 'off',
  })
  const expect = async (
    what: string,
    call: () => Promise<unknown>,
    refusal: new (...args: never[]) => Error,
  ) => {
    const outcome = await call().then(
      () => 'a value',
      (error: unknown) => error,
    )
    if (outcome instanceof refusal) return true
    figures.violations.push(`${what}: expected ${refusal.name}, got ${String(outcome)}`)
    return false
  }
  try {
    for (let round = 0; round < rounds; round++) {
      if (
        await expect('redirect', () => client.evm.getNativeBalance({ address: WALLET }), RedirectRefusedError)
      )
        figures.redirectsRefused++
      const iterate = async () => {
        for await (const _ of client.aptos.getNFTsByCreators.iterate({
          creatorAddresses: [CREATOR],
          limit: 1,
        })) {
          // every item, until paging stops
        }
      }
      if (await expect('repeated cursor', iterate, PagingLoopError)) figures.loopsStopped++
      if (await expect('oversize answer', () => client.evm.web3ApiVersion(), ResponseTooLargeError))
        figures.oversizeRefused++
    }
  } finally {
    figures.requestsToThief = thief.received.length
    if (figures.requestsToThief > 0)
      figures.violations.push(`the redirect target received ${figures.requestsToThief} requests`)
    await Promise.all([provider.close(), thief.close()])
  }
  return figures
}
