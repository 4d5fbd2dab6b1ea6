import { type RunningDemo, startDemo } from './startDemo'

/** The port of a failed listen: Node's EADDRINUSE carries it, Vite says it in words. */
function portInUse(error: unknown): number | undefined {
  const { code, port, message } = (error ?? {}) as { code?: string; port?: number; message?: string }
  if (code === 'EADDRINUSE') return port
  const vite = /^Port (\d+) is already in use/.exec(message ?? '')
  return vite ? Number(vite[1]) : undefined
}

/**
 * Starts the demo on the ports of `W3DATA_MOCK_PORT` and `W3DATA_DEMO_PORT`. A port already in
 * use (a second `make demo`, another app) ends the process with one line naming the variable to set.
 */
export async function startDemoFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<RunningDemo> {
  const ports = {
    W3DATA_MOCK_PORT: { what: 'the mock provider', port: Number(env.W3DATA_MOCK_PORT ?? 8787) },
    W3DATA_DEMO_PORT: { what: 'the demo', port: Number(env.W3DATA_DEMO_PORT ?? 5173) },
  }
  try {
    return await startDemo({ mockPort: ports.W3DATA_MOCK_PORT.port, demoPort: ports.W3DATA_DEMO_PORT.port })
  } catch (error) {
    const busy = portInUse(error)
    const taken = Object.entries(ports).find(([, { port }]) => port === busy)
    if (!taken) throw error
    const [variable, { what }] = taken
    console.error(
      `w3data: port ${busy} (${what}) is already in use: stop what holds it, or set ${variable} to another port (0 picks a free one).`,
    )
    process.exit(1)
  }
}
