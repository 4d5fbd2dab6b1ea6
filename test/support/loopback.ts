import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request one of the test servers received. */
export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
}

export interface Loopback {
  origin: string
  received: Received[]
  close(): Promise<void>
}

/** Every loopback server not yet closed: closedLoopbacks.ts fails a file that left one open. */
const open = new Set<Loopback>()
/** The servers to close when the test that started them ends. */
const closedAfterTest = new Set<Loopback>()

/** Closes the servers of `servers`, which it empties; says how many there were. */
async function closeAll(servers: Set<Loopback>): Promise<number> {
  const closing = [...servers]
  servers.clear()
  await Promise.all(closing.map((server) => server.close()))
  return closing.length
}

/** Closes every loopback server still listening; says how many there were. */
export const closeOpenLoopbacks = (): Promise<number> => closeAll(open)

/** A loopback server closed when the test that started it ends (by closedLoopbacks.ts). */
export async function loopbackForTest(...args: Parameters<typeof loopback>): Promise<Loopback> {
  const server = await loopback(...args)
  closedAfterTest.add(server)
  return server
}

export async function closeTestLoopbacks(): Promise<void> {
  await closeAll(closedAfterTest)
}

/**
 * An HTTP server on 127.0.0.1 (a free port) that records every request and answers with
 * `handle`. Tests start two when one must never be reached.
 */
export async function loopback(
  handle: (request: IncomingMessage, response: ServerResponse, server: Loopback) => void,
): Promise<Loopback> {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    handle(request, response, loopbackServer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const loopbackServer: Loopback = {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        open.delete(loopbackServer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  open.add(loopbackServer)
  return loopbackServer
}

/** Answers JSON with `status` and extra headers. */
export function json(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}
