import { main } from './src/main'

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  console.error(`w3data-mcp: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
