// The design's import table as data: which files each layer holds and what they may import.
// A change to the table in DESIGN.md changes this file in the same commit.

export interface Layer {
  name: string
  /** The repository files the layer holds (the first layer that matches a file owns it). */
  holds: RegExp
  /** Repository files it may import by relative path. */
  files: readonly RegExp[]
  /** Packages it may import by name. */
  packages: RegExp
}

const CONTRACT = /^runtime\/contract\//
const RUNTIME = /^runtime\//
const RUNTIME_PUBLIC = /^runtime\/index\.ts$/
/** The internal index, and its parts the generated client factories import. */
const RUNTIME_INTERNAL = /^runtime\/internal(Client|Budget)?\.ts$/
const RUNTIME_REACT = /^runtime\/react\//
const GENERATED = /^generated\//
const GENERATOR = /^generator\//
const ENTRY = /^entries\//
const COMPAT = /^compat\//
const STREAMS_PUBLIC = /^runtime\/streams\/index\.ts$/
const CATALOGUE_PUBLIC = /^runtime\/catalogue\/index\.ts$/
const BUDGET_PUBLIC = /^runtime\/budget\/index\.ts$/
/** What a user of the package writes, tests and tools included. */
const USERS = /^(mock|cli|mcp|jobs|react-demo|test|bench)\//
const NOTHING = /^$/
/** The root's tool configuration (vitest, tsup, the side packages' shared parts). */
const TOOL_CONFIG = /^[A-Za-z.]+\.config\.ts$/

export const LAYERS: readonly Layer[] = [
  { name: 'runtime/contract', holds: CONTRACT, files: [CONTRACT], packages: NOTHING },
  {
    name: 'runtime/react',
    holds: RUNTIME_REACT,
    files: [RUNTIME_REACT, RUNTIME_PUBLIC, RUNTIME_INTERNAL],
    // Besides React's packages, the runtime's own: valibot and keccak-256 for query keys.
    packages: /^(react|@tanstack\/react-query|valibot|@noble\/hashes\/.*)$/,
  },
  {
    // Unit tests of the runtime sit beside their code and may reach into it, and share the
    // tests' support helpers.
    name: 'runtime tests',
    holds: /^runtime\/.*\.test\.ts$/,
    files: [RUNTIME, /^test\/support\//],
    packages: /^(vitest|node:.*|valibot|big\.js|viem|@noble\/.*|@scure\/.*)$/,
  },
  {
    // The one Node-only module of the runtime: what Node takes for the libraries' modules
    // (package.json "imports"), requiring each on first use; it names them for their types only.
    name: "runtime's Node libraries",
    holds: /^runtime\/values\/nodeLibraries\.ts$/,
    files: [/^runtime\/values\/(exactBig|evm\/keccak|solana\/base58)\.ts$/],
    packages: /^node:module$/,
  },
  {
    name: 'runtime',
    holds: RUNTIME,
    files: [RUNTIME],
    packages: /^(ky|valibot|big\.js|viem(\/.*)?|@noble\/hashes\/.*|@scure\/base)$/,
  },
  {
    name: 'generated',
    holds: GENERATED,
    files: [GENERATED, RUNTIME_INTERNAL, /^runtime\/react\/index\.ts$/],
    packages: /^(valibot|react|@tanstack\/react-query)$/,
  },
  {
    name: 'generator',
    holds: GENERATOR,
    files: [GENERATOR, CONTRACT],
    packages: /^(node:.*|ts-morph|openapi-typescript|yaml|js-yaml|@redocly\/openapi-core)$/,
  },
  {
    // An entry re-exports the public runtime (and the own indexes of the webhook helpers, of the
    // catalogue toolkit and of the compute-unit budget) and the generated barrels; the mock, compat and command-line entries also
    // front the code they ship.
    name: 'package entries',
    holds: ENTRY,
    files: [
      ENTRY,
      RUNTIME_PUBLIC,
      STREAMS_PUBLIC,
      CATALOGUE_PUBLIC,
      BUDGET_PUBLIC,
      /^runtime\/react\/index\.ts$/,
      /^generated\/[a-z]+\/(index|react)\.gen\.ts$/,
      /^generated\/(client|baseClient|catalogue)\.gen\.ts$/,
      /^(mock|compat|cli)\//,
    ],
    packages: NOTHING,
  },
  {
    // w3data/compat: the SDK's modules on the entries, the generated SDK table, the internal
    // index's call path (an answer's raw body) and the webhook helpers' own index (the log decoder
    // loaded during start, so that parsedLogs answers at once).
    name: 'compat',
    holds: COMPAT,
    files: [COMPAT, ENTRY, RUNTIME_INTERNAL, STREAMS_PUBLIC, /^generated\/sdk\.gen\.ts$/],
    packages: NOTHING,
  },
  {
    // The places a test reads below the entries, each on purpose: the generator's tests read
    // the generated code they check, the fuzz tests reach the value types' normalisers and the
    // field-table mapper, which no entry exports, through this one module, and the check of the
    // catalogue's value-type marks against moralis@2.27.2's answers leaves out the answers
    // w3data/compat rebuilds into the SDK's shapes, which only compat/shapes names.
    name: 'tests of internals',
    holds: /^(test\/generator\/|test\/fuzz\/internals\.ts$|test\/compat\/valueTypeMarks\.test\.ts$)/,
    files: [
      ENTRY,
      USERS,
      GENERATOR,
      GENERATED,
      /^compat\/shapes\/[a-z]+\/index\.ts$/,
      /^runtime\/(values\/|http\/(query|parseJson)\.ts$|operation\/(mapFields|mapperHelpers)\.ts$)/,
    ],
    packages: /./,
  },
  {
    // The mock holds a plan's compute units with the budget's own store. Through w3data/budget,
    // an entry the mock's entry would then import, esbuild split the re-exporting modules into a
    // chunk of their own with nothing in it, and every build printed a warning about it.
    name: "the mock's plan",
    holds: /^mock\/plan\.ts$/,
    files: [ENTRY, USERS, /^runtime\/budget\/store\.ts$/],
    packages: NOTHING,
  },
  {
    name: 'users',
    holds: USERS,
    files: [ENTRY, USERS, GENERATOR, TOOL_CONFIG],
    packages: /^(?!w3data\/.*\/)/,
  },
  { name: 'tool configuration', holds: TOOL_CONFIG, files: [/./], packages: /./ },
]
