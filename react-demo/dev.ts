// `make dev`: the demo and the mock provider, regenerating on every edit of spec/. The page
// reloads with the changed operation and the mock serves it, without a restart.
import { fileURLToPath } from 'node:url'
import type { ApiCatalogue } from 'w3data/catalogue'
import { watchCatalogue } from '../generator/watch'
import { startDemoFromEnv } from './startDemoFromEnv'
import { stopOnSignal } from './stopOnSignal'

const demo = await startDemoFromEnv()
const watcher = watchCatalogue({
  specRoot: fileURLToPath(new URL('../spec', import.meta.url)),
  outRoot: fileURLToPath(new URL('../generated', import.meta.url)),
  beforeWrite: (catalogues) => demo.serveCatalogues(catalogues as readonly ApiCatalogue[]),
})
console.log(`w3data dev: ${demo.url} (mock provider on ${demo.mockUrl}); watching spec/ for changes`)

stopOnSignal('the watcher, the demo and the mock provider', async () => {
  watcher.close()
  await demo.close()
})
