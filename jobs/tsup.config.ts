import { defineConfig } from 'tsup'
import { binBuild } from '../sidePackages.config.ts'

// dist/bin.js imports `w3data` and the queue, Redis and Parquet packages as a user's install has
// them; the command line's own modules it shares (../cli: flags, the export loop, the writers) and
// papaparse are bundled in, since the w3data package exports no command-line code.
export default defineConfig(
  binBuild(['bullmq', 'ioredis', 'rate-limiter-flexible', 'hyparquet-writer'], { noExternal: ['papaparse'] }),
)
