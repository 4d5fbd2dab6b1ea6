// `npm pack` in mcp/ runs this before (`publish`) and after (`develop`) packing. In the repository
// w3data-mcp depends on the w3data beside it (`file:..`, built by `npm run build` at the root); the
// tarball must depend on the published w3data of the same version instead.
import { readFileSync, writeFileSync } from 'node:fs'

const mode = process.argv[2]
if (mode !== 'publish' && mode !== 'develop')
  throw new Error('usage: node scripts/manifest.mjs publish|develop')
const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const manifest = read('../package.json')
manifest.dependencies.w3data = mode === 'publish' ? `^${read('../../package.json').version}` : 'file:..'
writeFileSync(new URL('../package.json', import.meta.url), `${JSON.stringify(manifest, null, 2)}\n`)
