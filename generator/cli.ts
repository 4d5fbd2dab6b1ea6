import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startWireTypes } from './emit/wire/emitWire'
import { catalogueDigest } from './emit/wire/wireCache'
import { offerParsed, unkeptSpecTexts } from './load/yamlCache'

// `--spec DIR --out DIR` generate elsewhere, e.g. to check a catalogue that is still being written.
const { values } = parseArgs({ options: { spec: { type: 'string' }, out: { type: 'string' } } })
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const specRoot = values.spec ? resolve(values.spec) : join(root, 'spec')
const outRoot = values.out ? resolve(values.out) : join(root, 'generated')

// The wire types' thread starts first, so that loading openapi-typescript there overlaps reading
// the catalogue and loading the rest of the generator here; not at all when the run before over
// the same catalogue files found every text kept (a miss after all starts it then) and every spec
// file is kept parsed. Spec files no run parsed it parses first, while this thread loads the
// generator.
const specTexts = unkeptSpecTexts(specRoot)
const wireTypes = startWireTypes({ catalogue: catalogueDigest(specRoot), parse: specTexts })
const { CatalogueProblems } = await import('./load/diagnostics')
const { listSpecFolders } = await import('./load/loadSpec')
const { buildModels } = await import('./model/buildModels')
const { writeGenerated } = await import('./write')
for (const [index, parsed] of (await wireTypes.parsed).entries())
  if (parsed) offerParsed(specTexts[index] as string, parsed.value)

const started = performance.now()
const files = await generateOrExplain(specRoot)
await wireTypes.close()
writeGenerated(outRoot, files, true)
console.log(
  `generated ${files.size} files into ${relative(process.cwd(), outRoot) || '.'} in ${Math.round(performance.now() - started)} ms`,
)

/** The catalogue's problems as `file:line:column  message (hint)` lines, then exit 1: no stack trace. */
async function generateOrExplain(spec: string): Promise<Map<string, string>> {
  try {
    const models = buildModels(spec, listSpecFolders(spec))
    // The documents go to the wire types' thread before the emitters load here. It
    // is asked for nothing else, so it ends once they are rendered (at once when all were kept).
    void wireTypes.render(models)
    void wireTypes.close()
    const { emitFiles } = await import('./generate')
    return await emitFiles(models, undefined, wireTypes)
  } catch (error) {
    if (!(error instanceof CatalogueProblems)) throw error
    const count = error.diagnostics.length
    console.error(
      `${error.message}\n\n${count} problem${count === 1 ? '' : 's'} in the catalogue; nothing was generated.`,
    )
    process.exit(1)
  }
}
