// `npm pack` in mcp/ or jobs/ runs this before (`publish`) and after (`develop`) packing, in that
// folder. In the repository the package depends on the w3data beside it (`file:..`, built by
// `npm run build` at the root); the tarball must depend on the published w3data of the same
// version instead. The new manifest replaces the old in one rename: written in place, the file
// is empty for a moment, and a reader then (make test's other stages resolve modules through it
// while package-check packs) fails on it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const mode = process.argv[2]
if (mode !== 'publish' && mode !== 'develop')
  throw new Error('usage: node scripts/manifest.mjs publish|develop')
const read = (path) => JSON.parse(readFileSync(path, 'utf8'))
const own = join(process.cwd(), 'package.json')
const manifest = read(own)
manifest.dependencies.w3data =
  mode === 'publish' ? `^${read(join(process.cwd(), '..', 'package.json')).version}` : 'file:..'
const next = `${own}.${process.pid}.tmp`
writeFileSync(next, `${JSON.stringify(manifest, null, 2)}\n`)
renameSync(next, own)
