/**
 * `make spec-drift`: writes spec/DRIFT.md, prints every undeclared difference and every stale
 * declaration on one line, and exits 1 when there is any.
 * `--spec DIR --reference DIR --out FILE` compare elsewhere; the reference is the facts in
 * reference/ (`make reference-facts` writes them from the provider's documents).
 */
import { writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { FACTS_ROOT } from './readReference'
import { renderMarkdown } from './renderMarkdown'
import { driftReport, problems } from './report'

const { values } = parseArgs({
  options: { spec: { type: 'string' }, reference: { type: 'string' }, out: { type: 'string' } },
})
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const specRoot = values.spec ? resolve(values.spec) : join(root, 'spec')
const referenceRoot = values.reference ? resolve(values.reference) : FACTS_ROOT
const out = values.out ? resolve(values.out) : join(specRoot, 'DRIFT.md')

const reports = driftReport(specRoot, referenceRoot)
writeFileSync(out, renderMarkdown(reports))
const found = problems(reports)
for (const line of found) console.error(line)
console.log(
  `wrote ${relative(process.cwd(), out)}: ${reports.map((report) => `${report.api} ${report.drifts.length}`).join(', ')} differences; ${found.length} undeclared or stale`,
)
process.exit(found.length > 0 ? 1 : 0)
