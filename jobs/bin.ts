// The `w3data-jobs` command (package.json `bin`), built to dist/bin.js.
import { main } from './src/main'

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
})
