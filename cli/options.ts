/**
 * The command line's own options (beside an operation's parameters). Each is accepted in
 * kebab-case and camelCase (`--max-items`, `--maxItems`); `help` lists them from this table.
 */
export interface CliOption {
  type: 'boolean' | 'string'
  /** What the value is, for help: `--max-items <n>`. */
  value?: string
  short?: string
  description: string
}

export const CLI_OPTIONS = {
  help: { type: 'boolean', short: 'h', description: 'Help for the command, the API or the operation' },
  version: { type: 'boolean', description: 'The version of w3data' },
  'api-key': {
    type: 'string',
    value: 'key',
    description: 'The API key (default: the W3DATA_API_KEY environment variable); never printed',
  },
  mock: { type: 'boolean', description: 'Run against the embedded mock provider (no key needed)' },
  'mock-url': {
    type: 'string',
    value: 'url',
    description: 'Run against a w3data mock provider already listening at this URL',
  },
  format: {
    type: 'string',
    value: 'json|ndjson|csv|parquet',
    description: 'Output: JSON (default), or the items as NDJSON, CSV or Parquet (needs hyparquet-writer)',
  },
  raw: { type: 'boolean', description: "The provider's wire JSON instead of the camelCase result" },
  body: {
    type: 'string',
    value: 'json|@file',
    description: 'The body parameters as one JSON object (SDK names), inline or from a file',
  },
  all: { type: 'boolean', description: 'Follow the paging to the end, streaming the items' },
  'max-items': { type: 'string', value: 'n', description: 'With --all: stop after this many items' },
  'max-pages': {
    type: 'string',
    value: 'n',
    description: 'With --all: stop after this many pages (else 1000 pages end with A0001)',
  },
  resume: { type: 'string', value: 'token', description: 'Continue an export where it stopped' },
  input: {
    type: 'string',
    value: 'file',
    description: 'One call per line of parameters (NDJSON; - for stdin); flags give shared values',
  },
  concurrency: {
    type: 'string',
    value: 'n',
    description: 'With --input: calls in flight at once (default 4)',
  },
  'cu-per-second': {
    type: 'string',
    value: 'n',
    description:
      'With --all or --input: at most this many compute units per second (default: W3DATA_CU_PER_SECOND)',
  },
} as const satisfies Record<string, CliOption>

export type CliOptionName = keyof typeof CLI_OPTIONS

/** `max-items` → `maxItems`. */
export const camelOf = (kebab: string) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** `excludeSpam` → `exclude-spam`, `getNFTMetadata` → `get-nft-metadata`. */
export const kebabOf = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase()

/** Every name a command-line option answers to (kebab and camel forms), for collision checks. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(
  Object.keys(CLI_OPTIONS).flatMap((name) => [name, camelOf(name)]),
)
