import type { IncomingMessage, ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin } from 'vite'
import type { ApiCatalogue } from 'w3data/catalogue'
import { type ComputeUnitPlan, createMockServer, type FaultPlan, type MockServer } from 'w3data/mock'

export interface DemoOptions {
  /** Port of the mock provider; 0 picks a free one. @default 0 */
  mockPort?: number
  /** Port of the demo (Vite); 0 picks a free one. @default 0 */
  demoPort?: number
  /**
   * Vite's cache of pre-bundled packages. Two dev servers sharing one folder rebuild it under each
   * other (the page then gets 504 "Outdated Optimize Dep"), so the browser tests give each their own.
   * @default Vite's, `node_modules/.vite`
   */
  cacheDir?: string
}

export interface RunningDemo {
  /** The demo page, e.g. `http://127.0.0.1:5173`. */
  url: string
  /** The mock provider, e.g. `http://127.0.0.1:8787`. */
  mockUrl: string
  /** The mock provider serves these catalogues from now on (`make dev`, after an edit of spec/). */
  serveCatalogues(catalogues: readonly ApiCatalogue[]): void
  /** Stops Vite, then the mock provider. */
  close(): Promise<void>
}

const HOST = '127.0.0.1'
const here = fileURLToPath(new URL('.', import.meta.url))

/** Starts the mock provider, then the demo's Vite dev server pointed at it. */
export async function startDemo({
  mockPort = 0,
  demoPort = 0,
  cacheDir,
}: DemoOptions = {}): Promise<RunningDemo> {
  const mock = await createMockServer({ port: mockPort })
  try {
    // Vite starts pre-bundling (in its cache folder) before it listens: a busy port is found first.
    if (demoPort !== 0) await ensurePortFree(demoPort)
    const vite = await createServer({
      configFile: `${here}vite.config.ts`,
      root: here,
      ...(cacheDir === undefined ? {} : { cacheDir }),
      clearScreen: false,
      logLevel: 'warn',
      define: { __W3DATA_MOCK_URL__: JSON.stringify(mock.url) },
      plugins: [faultControl(mock)],
      server: { host: HOST, port: demoPort, strictPort: true },
    })
    await vite.listen()
    const address = vite.httpServer?.address() as AddressInfo | null | undefined
    if (!address) throw new Error('The demo server is not listening')
    const { port } = address
    return {
      url: `http://${HOST}:${port}`,
      mockUrl: mock.url,
      serveCatalogues: (catalogues) => mock.serveCatalogues(catalogues),
      async close() {
        await vite.close()
        await mock.close()
      },
    }
  } catch (error) {
    await mock.close()
    throw error
  }
}

/** Listens on `port` and lets it go; rejects with Node's EADDRINUSE error when something holds it. */
async function ensurePortFree(port: number): Promise<void> {
  const probe = createNetServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, HOST, resolve)
  })
  await new Promise((resolve) => probe.close(resolve))
}

/**
 * The mock has no HTTP control endpoint, so the demo server offers one:
 * `POST /__mock/faults` with `{ operationId, plan }` sets the plan of an operation (or `'*'`), and
 * `{ operationId, plan: null }` clears it (every plan, without an operationId).
 */
function faultControl(mock: MockServer): Plugin {
  return {
    name: 'w3data-mock-faults',
    configureServer(server) {
      server.middlewares.use('/__mock/plan', (req, res) => {
        handlePlanRequest(mock, req, res).catch((error: unknown) => {
          reply(res, 400, { error: error instanceof Error ? error.message : String(error) })
        })
      })
      server.middlewares.use('/__mock/faults', (req, res) => {
        handleFaultRequest(mock, req, res).catch((error: unknown) => {
          reply(res, 400, { error: error instanceof Error ? error.message : String(error) })
        })
      })
    },
  }
}

async function handleFaultRequest(mock: MockServer, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') return reply(res, 405, { error: 'Use POST' })
  const { operationId, plan } = (await readJson(req)) as {
    operationId?: unknown
    plan?: unknown
  }
  if (plan === null || plan === undefined) {
    mock.faults.clear(typeof operationId === 'string' ? operationId : undefined)
    return reply(res, 200, { cleared: operationId ?? 'every plan' })
  }
  if (typeof operationId !== 'string' || typeof plan !== 'object' || Array.isArray(plan)) {
    return reply(res, 400, { error: 'Expected { operationId: string, plan: object | null }' })
  }
  mock.faults.set(operationId, plan as FaultPlan)
  return reply(res, 200, { operationId, plan })
}

/** `POST /__mock/plan` with `{ computeUnitsPerSecond, windowMs }` sets the mock's plan; `{}` lifts it. */
async function handlePlanRequest(mock: MockServer, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') return reply(res, 405, { error: 'Use POST' })
  const plan = (await readJson(req)) as ComputeUnitPlan
  mock.plan.set(plan.computeUnitsPerSecond === undefined ? undefined : plan)
  return reply(res, 200, { plan: mock.plan.current ?? null })
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(body))
}
