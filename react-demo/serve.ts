// `make demo`: the mock provider and the demo, until Ctrl-C.
import { startDemoFromEnv } from './startDemoFromEnv'
import { stopOnSignal } from './stopOnSignal'

const demo = await startDemoFromEnv()
console.log(`w3data demo: ${demo.url} (mock provider on ${demo.mockUrl})`)
stopOnSignal('the demo and the mock provider', () => demo.close())
