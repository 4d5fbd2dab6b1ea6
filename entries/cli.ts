// The `w3data` command (package.json `bin`): built to dist/cli.js, which imports the package's own
// entries (`w3data`, `w3data/catalogue`, `w3data/mock`) like any user, so no library bundle holds CLI code.
import { main } from '../cli/main'

// A reader that stops early (`| head`) closes the pipe: end quietly, as Unix tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(0)
})

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
})
