// `make demo`: the mock provider and the demo, until Ctrl-C.
import { startDemo } from './startDemo'

const demo = await startDemo({
  mockPort: Number(process.env.W3DATA_MOCK_PORT ?? 8787),
  demoPort: Number(process.env.W3DATA_DEMO_PORT ?? 5173),
})
console.log(`w3data demo: ${demo.url} (mock provider on ${demo.mockUrl})`)

let stopping = false
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the demo and the mock provider`)
  await demo.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
