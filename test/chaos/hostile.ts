import {
  createClient,
  HttpError,
  PagingLoopError,
  RedirectRefusedError,
  ResponseTooLargeError,
  TimeoutError,
  W3DataError,
} from 'w3data'
import { json, loopback } from '../support/loopback'

/** What the hostile rounds saw: every refusal the client owes, and anything that slipped by. */
export interface HostileFigures {
  redirectsRefused: number
  loopsStopped: number
  oversizeRefused: number
  /** A body trickling a byte at a time, ended by the timeout. */
  tricklesTimedOut: number
  /** Empty pages with a fresh cursor each, ended by maxEmptyPages. */
  emptyStreamsStopped: number
  /** Pages holding a union member the catalogue does not know, returned whole. */
  unknownMembersKept: number
  /** Error pages far past the 4096 characters an error keeps, kept as that much. */
  errorPagesBounded: number
  /** Requests that reached the server a redirect pointed to (must stay 0). */
  requestsToThief: number
  violations: string[]
}

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const CREATOR = `0x${'0'.repeat(63)}1`
const LIMIT = 256 * 1024

/**
 * Rounds against a provider that turned hostile, on 127.0.0.1: a redirect to a second server
 * (which must receive nothing), a cursor that repeats forever, an answer past the client's
 * maxResponseBytes, a trickling body, empty pages with fresh cursors forever, an unknown union
 * member and a huge error page. Each round must end in the typed refusal, or the page kept.
 */
export async function runHostile(rounds: number): Promise<HostileFigures> {
  const figures: HostileFigures = {
    redirectsRefused: 0,
    loopsStopped: 0,
    oversizeRefused: 0,
    tricklesTimedOut: 0,
    emptyStreamsStopped: 0,
    unknownMembersKept: 0,
    errorPagesBounded: 0,
    requestsToThief: 0,
    violations: [],
  }
  let cursors = 0
  const thief = await loopback((_, response) => json(response, { balance: 'stolen' }))
  const provider = await loopback((request, response) => {
    if (request.url?.includes('/balance')) {
      response.writeHead(302, { location: `${thief.origin}/steal${request.url}` })
      response.end()
    } else if (request.url?.startsWith('/nfts/creators'))
      json(response, { cursor: 'SAME', result: [{ name: 'a' }] })
    else if (request.url?.startsWith('/coins/latest')) json(response, { cursor: `c${++cursors}`, result: [] })
    else if (request.url?.startsWith('/transactions'))
      json(response, [{ type: 'block_epilogue_transaction', version: '1', block_end_info: null }])
    else if (request.url?.includes('/dateToBlock')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"block":')
      const timer = setInterval(() => response.write(' '), 50)
      response.on('close', () => clearInterval(timer))
    } else if (request.url?.includes('/block/')) {
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end(`<html>${'<p>down</p>'.repeat(15_000)}</html>`)
    } else json(response, { padding: 'x'.repeat(LIMIT * 2) })
  })
  const client = createClient({
    apiKey: 'chaos-key-0123456789',
    baseUrls: { evm: provider.origin, aptos: { mainnet: provider.origin } },
    maxResponseBytes: LIMIT,
    logLevel: 'off',
    timeout: 2_000,
    maxRetries: 0,
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
      const slow = client.withOptions({ timeout: 300 })
      if (await expect('trickling body', () => slow.evm.getDateToBlock({ date: '2024-01-01' }), TimeoutError))
        figures.tricklesTimedOut++
      const drainCoins = async () => {
        for await (const _ of client.aptos.getLatestCoins.iterate({ limit: 10 })) {
          // no item ever comes
        }
      }
      if (await expect('empty pages with fresh cursors', drainCoins, W3DataError))
        figures.emptyStreamsStopped++
      const page = await client.aptos.getTransactions({ limit: 1 }).catch((error: unknown) => String(error))
      if (typeof page === 'string') figures.violations.push(`unknown union member: ${page}`)
      else if (page.result[0]?.type === 'block_epilogue_transaction') figures.unknownMembersKept++
      const failure = await client.evm.getBlock({ blockNumberOrHash: '1' }).catch((error: unknown) => error)
      if (failure instanceof HttpError && failure.message.length < 5_000) figures.errorPagesBounded++
      else figures.violations.push(`huge error page: ${String(failure).slice(0, 200)}`)
    }
  } finally {
    figures.requestsToThief = thief.received.length
    if (figures.requestsToThief > 0)
      figures.violations.push(`the redirect target received ${figures.requestsToThief} requests`)
    await Promise.all([provider.close(), thief.close()])
  }
  return figures
}
