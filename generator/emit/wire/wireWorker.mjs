// The wire types of each API, rendered by openapi-typescript on a second thread. Plain JavaScript,
// so that the worker starts the same under tsx, vitest and node: it needs no TypeScript loader.
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
import { loadWithCodeCache } from './codeCache.mjs'

// openapi-typescript's transform, without the Redocly pass its openapiTS runs first (load Redocly,
// lint, bundle: half of each render, and most of the load besides TypeScript). The catalogue's
// document is one object with local references only, checked by the loader and `make lint-spec`,
// which Redocly's bundle gives back as it is. Its CommonJS files: TypeScript is then required,
// where an import would first have Node scan its 9 MB for export names.
const require = createRequire(import.meta.url)
const TRANSFORM = require.resolve('openapi-typescript/dist/transform/index.cjs')
// Spec files no run parsed before, parsed first, while the main thread loads the generator: with
// js-yaml and the schema loadYaml reads with (generator/load/yamlCache.ts). A text js-yaml refuses
// gets no value, and the main thread parses it again to say where.
if (workerData?.parse?.length) parentPort?.postMessage({ parsed: workerData.parse.map(parseYaml) })
// The TypeScript openapi-typescript requires, loaded first from the code cache kept between runs.
const typescript = workerData?.codeCacheDir
  ? loadWithCodeCache(createRequire(TRANSFORM).resolve('typescript'), workerData.codeCacheDir)
  : undefined
const transformSchema = require(TRANSFORM)
const { astToString } = require('openapi-typescript/dist/lib/ts.cjs')
const { resolveRef, scanDiscriminators } = require('openapi-typescript/dist/lib/utils.cjs')

const OPTIONS = { alphabetize: true, exportType: true, silent: true }

parentPort?.on('message', ({ id, document }) => {
  const reply = render(document)
  // Before replying: the thread may be ended as soon as the last reply is in.
  typescript?.keep()
  parentPort?.postMessage({ id, ...reply })
})

function parseYaml(text) {
  const { CORE_SCHEMA, load } = require('js-yaml')
  try {
    return { value: load(text, { schema: CORE_SCHEMA }) }
  } catch {
    return undefined
  }
}

function render(document) {
  try {
    return { text: astToString(transformSchema(document, context(document))) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** The context openapiTS gives its transform for OPTIONS (its defaults for everything else). */
function context(document) {
  return {
    additionalProperties: false,
    alphabetize: OPTIONS.alphabetize,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(document, OPTIONS),
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: OPTIONS.exportType,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined,
    silent: OPTIONS.silent,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(document, $ref, { silent: OPTIONS.silent }),
  }
}
