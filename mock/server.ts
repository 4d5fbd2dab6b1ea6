import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mockBaseUrls } from './baseUrls'
import { answerPreflight, setCorsHeaders } from './cors'
import { type FaultDecision, FaultInjector } from './faults'
import { handleOperation } from './handleOperation'
import { readIncoming } from './incoming'
import { type MockServer, type MockServerOptions, resolveOptions } from './options'
import { PlanEnforcer } from './plan'
import { errorReply } from './reply'
import { createRequestLog } from './requestLog'
import { createRouter, isRouteMatch } from './routing'
import { sendWebhook, webhookBody } from './webhooks'
import { writeReply } from './writeReply'

/**
 * Starts the mock provider: a local HTTP server that serves every catalogue operation with
 * deterministic, schema-valid data, real paging, the provider's parameter checks and injected
 * faults.
 *
 * @example
 * ```ts
 * import { createClient } from 'w3data'
 * import { createMockServer, MOCK_API_KEY } from 'w3data/mock'
 *
 * const mock = await createMockServer({ seed: 7 })
 * const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
 * const page = await client.aptos.getNFTsByCreators({ creatorAddresses: ['0x1'], limit: 10 })
 * await mock.close()
 * ```
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  let settings = resolveOptions(options)
  let router = createRouter(settings.catalogues)
  const faults = new FaultInjector()
  for (const [route, plan] of Object.entries(options.faults ?? {})) faults.set(route, plan)
  const { log, record } = createRequestLog()
  const plan = new PlanEnforcer(
    options.computeUnitsPerSecond === undefined
      ? undefined
      : {
          computeUnitsPerSecond: options.computeUnitsPerSecond,
          ...(options.computeUnitsWindowMs !== undefined && { windowMs: options.computeUnitsWindowMs }),
        },
  )
  const timers = new Set<NodeJS.Timeout>()
  let requestCount = 0

  const delay = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer)
            resolve()
          }, ms)
          timers.add(timer)
        })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    requestCount++
    response.sendDate = false
    setCorsHeaders(response)
    response.setHeader('x-request-id', `mock-${requestCount}`)
    const call = await readIncoming(request)
    const found = router.match(call.method, call.pathname)
    const match = isRouteMatch(found) ? found : undefined
    const { api, network, path } = found
    const { method, url, query, headers, body } = call
    record({ method, url, api, network, path, operationId: match?.operation.id, query, headers, body })

    if (method === 'OPTIONS') {
      await delay(settings.latencyMs)
      return answerPreflight(response)
    }
    const fault: FaultDecision = match ? faults.take(match.operation.id) : { latencyMs: 0 }
    await delay(settings.latencyMs + fault.latencyMs)
    if (fault.action?.kind === 'reset') {
      request.socket.destroy()
      return
    }
    const reply =
      fault.action?.kind === 'status'
        ? fault.action.reply
        : match
          ? (plan.admit(match.operation) ?? handleOperation(match, call, settings))
          : errorReply(404, `Route not found: ${method} ${call.pathname}`)
    writeReply(response, reply, fault.action?.kind === 'malformed')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy()
      writeReply(
        response,
        errorReply(500, `Mock server error: ${error instanceof Error ? error.message : error}`),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject)
      resolve()
    })
  })

  const { port } = server.address() as AddressInfo
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  const serverUrl = `http://${host}:${port}`
  let closing: Promise<void> | undefined
  return {
    url: serverUrl,
    port,
    get baseUrls() {
      return mockBaseUrls(serverUrl, settings.catalogues)
    },
    serveCatalogues(catalogues) {
      settings = { ...settings, catalogues }
      router = createRouter(catalogues)
    },
    faults,
    requests: log,
    plan,
    sendWebhook: (webhook) =>
      sendWebhook(
        webhook.body ??
          webhookBody(settings.catalogues, settings.seed, webhook.kind ?? 'evm', webhook.index ?? 0),
        webhook,
      ),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}
