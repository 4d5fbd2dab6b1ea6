// `make lint-spec`: the catalogue's lint rules; prints every problem as file:line:column, exits 1.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { formatDiagnostic } from '../load/diagnostics'
import { lintSpec } from './lintSpec'

const { values } = parseArgs({ options: { spec: { type: 'string' } } })
const specRoot = values.spec
  ? resolve(values.spec)
  : join(dirname(fileURLToPath(import.meta.url)), '../../spec')
const problems = await lintSpec(specRoot)
if (problems.length > 0) {
  console.error(problems.map(formatDiagnostic).join('\n'))
  console.error(`\n${problems.length} lint problem${problems.length === 1 ? '' : 's'} in the catalogue.`)
  process.exit(1)
}
console.log('catalogue lint: no problems')
