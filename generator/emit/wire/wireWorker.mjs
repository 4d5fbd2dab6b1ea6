// The wire types of each API, rendered by openapi-typescript on a second thread. Plain JavaScript,
// so that the worker starts the same under tsx, vitest and node: it needs no TypeScript loader.
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'

// openapi-typescript's CommonJS build: it requires TypeScript, where its ES module build imports
// it, and Node then scans TypeScript's 9 MB for export names first (half a second, half the load).
const { default: openapiTS, astToString } = createRequire(import.meta.url)('openapi-typescript')

parentPort?.on('message', async ({ id, document }) => {
  try {
    const ast = await openapiTS(document, { alphabetize: true, exportType: true, silent: true })
    parentPort?.postMessage({ id, text: astToString(ast) })
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
