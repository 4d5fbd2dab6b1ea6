// `npm pack` in mcp/ or jobs/ runs this before (`publish`) and after (`develop`) packing, in that
// folder. In the repository the package depends on the w3data beside it (`file:..`, built by
// `npm run build` at the root); the tarball must depend on the published w3data of the same
// version instead.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const mode = process.argv[2]
if (mode !== 'publish' && mode !== 'develop')
  throw new Error('usage: node scripts/manifest.mjs publish|develop')
const read = (path) => JSON.parse(readFileSync(path, 'utf8'))
const own = join(process.cwd(), 'package.json')
const manifest = read(own)
manifest.dependencies.w3data =
  mode === 'publish' ? `^${read(join(process.cwd(), '..', 'package.json')).version}` : 'file:..'
writeFileSync(own, `${JSON.stringify(manifest, null, 2)}\n`)
