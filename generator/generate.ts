import { emitCatalogue } from './emit/catalogue/emitCatalogue'
import { emitSdkPlaces } from './emit/catalogue/emitSdkPlaces'
import { apiFactoryName, apiTypeName, emitApi } from './emit/client/emitApi'
import { emitBaseClient, emitClient } from './emit/client/emitClient'
import { callNames, emitDispatch } from './emit/dispatch/emitDispatch'
import { formatFiles } from './emit/format'
import { header } from './emit/header'
import { emitModels } from './emit/models/emitModels'
import { emitOperations } from './emit/operations/emitOperations'
import { printStatements } from './emit/printStatements'
import { emitReact } from './emit/react/emitReact'
import { Schemas } from './emit/render'
import { emitSchemas } from './emit/schemas/emitSchemas'
import { loadTsMorph } from './emit/tsMorph'
import { startWireTypes, type WireTypes } from './emit/wire/emitWire'
import { listSpecFolders } from './load/loadSpec'
import { buildModels } from './model/buildModels'
import type { ApiModel } from './model/ir'
import { compare } from './model/names'

const tsMorphLoad = loadTsMorph()
const { IndentationText, Project, QuoteKind } = tsMorphLoad.tsMorph

const RUNTIME = '../../runtime/internal'

/**
 * Runs the whole pipeline: load every spec folder, build the model, emit each file, format with
 * Biome. Returns path (relative to the output root) → text, sorted, so the same spec gives the
 * same bytes. (generator/cli.ts runs the same steps, ordered to overlap the wire types' thread.)
 */
export async function generate(specRoot: string): Promise<Map<string, string>> {
  const wireTypes = startWireTypes()
  try {
    return await emitFiles(buildModels(specRoot, listSpecFolders(specRoot)), undefined, wireTypes)
  } finally {
    await wireTypes.close()
  }
}

/**
 * Emits the files of the APIs in `only` (every API when it is absent) and the root files, which
 * name every API of `models`; formatted, sorted by path. The wire types render on `wireTypes`'
 * thread meanwhile.
 */
export async function emitFiles(
  models: readonly ApiModel[],
  only: ReadonlySet<string> | undefined,
  wireTypes: WireTypes,
): Promise<Map<string, string>> {
  const selected = models.filter((model) => !only || only.has(model.api))
  const wire = wireTypes.render(selected)
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
  })
  const files = new Map<string, string>()
  // Code the emitters write is assembled by ts-morph's writer, as addStatements prints it.
  const add: Add = (path, sources, statements) =>
    files.set(path, printStatements(project.createWriter(), [header(sources), ...statements]))
  // Text that is printed already (openapi-typescript's wire types) or is data (the catalogue) is
  // joined as it is.
  const addText: Add = (path, sources, statements) =>
    files.set(path, [header(sources), ...statements].join('\n'))
  for (const model of selected) emitApiFiles(model, add, addText)
  add(
    'baseClient.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    [
      "import { attachMembers, type ClientOptions, type ClientSetup, type Core, createCore, type ResolvedBaseUrls } from '../runtime/internalClient'",
      ...emitBaseClient(models),
    ],
  )
  const client = emitClient(models)
  add(
    'client.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    [
      "import { attachMembers, type ClientOptions, type ClientSetup, type Core, createCore, getDefaultInstance, lazyApi, type ResolvedBaseUrls, startDefault } from '../runtime/internalClient'",
      "import { DEFAULT_BASE_URLS } from './baseClient.gen'",
      "import { budgetFromFigures } from '../runtime/internalBudget'",
      ...client.imports,
      ...client.statements,
    ],
  )
  add(
    'catalogue.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    [
      "import type { ApiCatalogue } from '../runtime/internal'",
      ...models.map((model) => `import { ${model.api}Catalogue } from './${model.api}/catalogue.gen'`),
      `/** Every API's catalogue, in a stable order. */\nexport const catalogues: readonly ApiCatalogue[] = [${models.map((model) => `${model.api}Catalogue`).join(', ')}]`,
    ],
  )
  addText(
    'sdk.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    emitSdkPlaces(models),
  )
  const addWire = (texts: readonly string[]) => {
    for (const [index, text] of texts.entries()) {
      const model = selected[index] as ApiModel
      addText(`${model.api}/wire.gen.ts`, model.sourceFiles, [text])
    }
  }
  // Wire types kept from an earlier run format with the code, in one Biome run (its own process);
  // else the code formats while they are still rendering.
  const kept = wireTypes.kept(selected)
  if (kept) addWire(kept)
  const code = formatFiles(new Map(files))
  // While Biome formats: ts-morph has printed, so its caches hold what printing compiled.
  tsMorphLoad.keep()
  files.clear()
  if (!kept) addWire(await wire)
  const formatted = [...(await code), ...(files.size ? await formatFiles(files) : [])]
  return new Map(formatted.sort(([a], [b]) => compare(a, b)))
}

type Add = (path: string, sources: readonly string[], statements: readonly string[]) => void

/** The wire types (openapi-typescript's) a file reads, type-only: they add nothing to a bundle. */
function wireImport(names: readonly string[]): string[] {
  return names.length ? [`import type { ${names.join(', ')} } from './wire.gen'`] : []
}

function emitApiFiles(model: ApiModel, add: Add, addText: Add): void {
  const { api, sourceFiles } = model
  const schemas = new Schemas(model)

  const models = emitModels(schemas)
  add(`${api}/models.gen.ts`, sourceFiles, [
    ...(models.imports.length ? [`import { ${models.imports.join(', ')} } from '${RUNTIME}'`] : []),
    ...wireImport(models.wireImports),
    ...models.statements,
  ])

  const validation = emitSchemas(schemas)
  add(`${api}/schemas.gen.ts`, sourceFiles, [
    "import * as v from 'valibot'",
    ...(validation.imports.length ? [`import { ${validation.imports.join(', ')} } from '${RUNTIME}'`] : []),
    ...validation.statements,
  ])

  const operations = emitOperations(schemas)
  const dispatch = model.dispatch && emitDispatch(model.dispatch)
  const runtimeValues = [...operations.runtimeValues, ...(dispatch?.runtimeValues ?? [])].sort()
  add(`${api}/operations.gen.ts`, sourceFiles, [
    `import { ${[...runtimeValues, ...operations.runtimeTypes.map((name) => `type ${name}`)].join(', ')} } from '${RUNTIME}'`,
    ...(operations.models.length || operations.modelTypes.length
      ? [
          `import { ${[...operations.models, ...operations.modelTypes.map((name) => `type ${name}`)].join(', ')} } from './models.gen'`,
        ]
      : []),
    `import { ${operations.schemas.join(', ')} } from './schemas.gen'`,
    ...wireImport(operations.wire),
    ...operations.statements,
    ...(dispatch?.statements ?? []),
  ])

  add(`${api}/api.gen.ts`, sourceFiles, [
    `import { type Bound, bindOperation, type Core } from '${RUNTIME}'`,
    `import { ${callNames(model).join(', ')} } from './operations.gen'`,
    ...emitApi(schemas),
  ])

  const react = emitReact(schemas)
  add(`${api}/react.gen.ts`, sourceFiles, [
    `import { ${react.builders.join(', ')} } from '../../runtime/react/index'`,
    `import { ${react.operations.join(', ')} } from './operations.gen'`,
    ...react.statements,
  ])

  addText(`${api}/catalogue.gen.ts`, sourceFiles, [
    `import type { ApiCatalogue } from '${RUNTIME}'`,
    ...emitCatalogue(model),
  ])

  add(`${api}/index.gen.ts`, sourceFiles, [
    `export * from './operations.gen'`,
    `export type * from './models.gen'`,
    `export { type ${apiTypeName(api)}, ${apiFactoryName(api)} } from './api.gen'`,
    `export { ${api}Catalogue } from './catalogue.gen'`,
    `export type * as ${api}Wire from './wire.gen'`,
  ])
}
