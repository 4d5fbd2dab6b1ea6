/** `w3data-mcp`: options → client → tools → stdio or Streamable HTTP. */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { connect } from './connect'
import { serveHttp } from './http'
import { parseOptions, USAGE } from './options'
import { createMcpServer } from './server'
import { serverSetup } from './setup'
import { SERVER_VERSION } from './version'

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const options = parseOptions(argv)
  if (options.help) return void process.stdout.write(`${USAGE}\n`)
  if (options.version) return void process.stdout.write(`${SERVER_VERSION}\n`)
  const connection = await connect(options.mock, env)
  const setup = serverSetup(options, connection.client, connection.secrets)
  const offered = setup.compact
    ? `3 compact tools over ${setup.tools.length} operations`
    : `${setup.tools.length} tools`
  const stop = async () => {
    await connection.close()
    // stdout to a pipe is written asynchronously: exit once the answers already written are out.
    process.stdout.write('', () => process.exit(0))
  }
  process.once('SIGINT', stop).once('SIGTERM', stop)
  if (options.http) {
    const service = await serveHttp({
      address: options.http,
      allowedOrigins: options.allowedOrigins,
      token: env.W3DATA_MCP_TOKEN || undefined,
      newServer: () => createMcpServer(setup),
    })
    console.error(`w3data-mcp: ${offered} at ${service.url}${options.mock ? ' (mock data)' : ''}`)
    return
  }
  const transport = new StdioServerTransport()
  transport.onclose = () => void stop()
  // The client ends the session by closing our stdin; the embedded mock would otherwise keep us running.
  process.stdin.once('end', () => void stop())
  await createMcpServer(setup).connect(transport)
  console.error(`w3data-mcp: ${offered} on stdio${options.mock ? ' (mock data)' : ''}`)
}
