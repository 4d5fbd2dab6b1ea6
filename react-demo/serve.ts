// `make demo`: the mock provider and the demo, until Ctrl-C.
import { startDemo } from './startDemo'
import { stopOnSignal } from './stopOnSignal'

const demo = await startDemo({
  mockPort: Number(process.env.W3DATA_MOCK_PORT ?? 8787),
  demoPort: Number(process.env.W3DATA_DEMO_PORT ?? 5173),
})
console.log(`w3data demo: ${demo.url} (mock provider on ${demo.mockUrl})`)
stopOnSignal('the demo and the mock provider', () => demo.close())
