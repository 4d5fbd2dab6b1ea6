/**
 * `make reference-facts REFERENCE=<directory or URL>`: reads the provider's documents and writes
 * their facts, one file per API, to reference/ (what the drift report and the tests read).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatFacts } from './formatFacts'
import { FACTS_ROOT, factsFile, REFERENCES, readDocument } from './readReference'

const { values } = parseArgs({ options: { reference: { type: 'string' }, out: { type: 'string' } } })
const from = values.reference ?? resolve(FACTS_ROOT, '../../shared/reference')
const out = values.out ? resolve(values.out) : FACTS_ROOT

mkdirSync(out, { recursive: true })
for (const api of Object.keys(REFERENCES)) {
  const facts = await readDocument(from, api)
  const file = factsFile(out, api)
  writeFileSync(file, formatFacts(facts))
  console.log(`wrote ${relative(process.cwd(), file)}: ${facts.operations.length} operations`)
}
