import { join } from 'node:path'
import { IndentationText, Project, QuoteKind } from 'ts-morph'
import { emitCatalogue } from './emit/catalogue/emitCatalogue'
import { apiFactoryName, apiTypeName, emitApi } from './emit/client/emitApi'
import { emitClient } from './emit/client/emitClient'
import { header } from './emit/header'
import { emitModels } from './emit/models/emitModels'
import { emitOperations } from './emit/operations/emitOperations'
import { emitReact } from './emit/react/emitReact'
import { Schemas } from './emit/render'
import { emitSchemas } from './emit/schemas/emitSchemas'
import { emitWire } from './emit/wire/emitWire'
import { listSpecFolders, loadSpec } from './load/loadSpec'
import { buildModel, compare } from './model/buildModel'
import type { ApiModel } from './model/ir'

const RUNTIME = '../../runtime/index'

/**
 * Runs the whole pipeline: load every spec folder, build the model, emit each file with ts-morph.
 * Returns path (relative to the output root) → text, sorted, so the same spec gives the same bytes.
 */
export async function generate(specRoot: string): Promise<Map<string, string>> {
  const models = listSpecFolders(specRoot).map((folder) => buildModel(loadSpec(specRoot, folder)))
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
  })
  const files = new Map<string, string>()
  const add = (path: string, sources: readonly string[], statements: readonly string[]) => {
    const file = project.createSourceFile(join('/out', path), '', { overwrite: true })
    file.addStatements([header(sources), ...statements])
    file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: 'remove' as never })
    files.set(path, file.getFullText())
  }
  for (const model of models) await emitApiFiles(model, add)
  const client = emitClient(models)
  add(
    'client.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    [
      "import { type ClientOptions, type ClientSetup, type Core, createCore, getDefaultInstance, lazyApi, type ResolvedBaseUrls, startDefault } from '../runtime/index'",
      ...client.imports,
      ...client.statements,
    ],
  )
  add(
    'catalogue.gen.ts',
    models.flatMap((model) => model.sourceFiles),
    [
      "import type { ApiCatalogue } from '../runtime/index'",
      ...models.map((model) => `import { ${model.api}Catalogue } from './${model.api}/catalogue.gen'`),
      `/** Every API's catalogue, in a stable order. */\nexport const catalogues: readonly ApiCatalogue[] = [${models.map((model) => `${model.api}Catalogue`).join(', ')}]`,
    ],
  )
  return new Map([...files].sort(([a], [b]) => compare(a, b)))
}

type Add = (path: string, sources: readonly string[], statements: readonly string[]) => void

async function emitApiFiles(model: ApiModel, add: Add): Promise<void> {
  const { api, sourceFiles } = model
  const schemas = new Schemas(model)
  add(`${api}/wire.gen.ts`, sourceFiles, [await emitWire(model)])

  const models = emitModels(schemas)
  add(`${api}/models.gen.ts`, sourceFiles, [
    ...(models.imports.length ? [`import { ${models.imports.join(', ')} } from '${RUNTIME}'`] : []),
    ...models.statements,
  ])

  const validation = emitSchemas(schemas)
  add(`${api}/schemas.gen.ts`, sourceFiles, [
    "import * as v from 'valibot'",
    ...(validation.imports.length ? [`import { ${validation.imports.join(', ')} } from '${RUNTIME}'`] : []),
    ...validation.statements,
  ])

  const operations = emitOperations(schemas)
  add(`${api}/operations.gen.ts`, sourceFiles, [
    `import { ${[...operations.runtimeValues, ...operations.runtimeTypes.map((name) => `type ${name}`)].join(', ')} } from '${RUNTIME}'`,
    ...(operations.models.length || operations.modelTypes.length
      ? [
          `import { ${[...operations.models, ...operations.modelTypes.map((name) => `type ${name}`)].join(', ')} } from './models.gen'`,
        ]
      : []),
    `import { ${operations.schemas.join(', ')} } from './schemas.gen'`,
    ...operations.statements,
  ])

  add(`${api}/api.gen.ts`, sourceFiles, [
    `import { type Bound, bindOperation, type Core } from '${RUNTIME}'`,
    `import { ${model.operations.map((operation) => operation.id).join(', ')} } from './operations.gen'`,
    ...emitApi(schemas),
  ])

  const react = emitReact(schemas)
  add(`${api}/react.gen.ts`, sourceFiles, [
    "import { useInfiniteQuery, useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'",
    `import type { CallOptions, Core } from '${RUNTIME}'`,
    "import { queryScope, useW3DataClient, W3DATA_QUERY_SCOPE, type W3DataInfiniteQueryOptions, type W3DataMutationOptions, type W3DataQueryOptions, w3dataInfiniteQueryOptions, w3dataMutationOptions, w3dataQueryOptions, withQuerySignal } from '../../runtime/react/index'",
    `import { ${[...react.operations, ...react.types.map((name) => `type ${name}`)].join(', ')} } from './operations.gen'`,
    ...react.statements,
  ])

  add(`${api}/catalogue.gen.ts`, sourceFiles, [
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
