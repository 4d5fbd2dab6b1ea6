import { describe, expect, it } from 'vitest'
import { optionsHelp } from './help'
import { camelOf, kebabOf, RESERVED_NAMES } from './options'

// The command line's own options, as `w3data --help` lists them, and the name forms flags take.
describe('the command line’s options', () => {
  it('are listed with their short form, their value and what they do', () => {
    expect(optionsHelp()).toMatchInlineSnapshot(`
      "Options
        -h, --help                          Help for the command, the API or the operation
        --version                           The version of w3data
        --api-key <key>                     The API key (default: the W3DATA_API_KEY environment variable); never printed
        --mock                              Run against the embedded mock provider (no key needed)
        --mock-url <url>                    Run against a w3data mock provider already listening at this URL
        --format <json|ndjson|csv|parquet>  Output: JSON (default), or the items as NDJSON, CSV or Parquet (needs hyparquet-writer)
        --raw                               The provider's wire JSON instead of the camelCase result
        --body <json|@file>                 The body parameters as one JSON object (SDK names), inline or from a file
        --all                               Follow the paging to the end, streaming the items
        --max-items <n>                     With --all: stop after this many items
        --max-pages <n>                     With --all: stop after this many pages (else 1000 pages end with A0001)
        --resume <token>                    Continue an export where it stopped
        --input <file>                      One call per line of parameters (NDJSON; - for stdin); flags give shared values
        --concurrency <n>                   With --input: calls in flight at once (default 4)
        --cu-per-second <n>                 With --all or --input: at most this many compute units per second (default: W3DATA_CU_PER_SECOND)"
    `)
  })

  it('answer to their kebab-case and camelCase names, which parameters may not take', () => {
    expect([...RESERVED_NAMES]).toEqual(
      expect.arrayContaining([
        'help',
        'api-key',
        'apiKey',
        'mock-url',
        'mockUrl',
        'max-items',
        'maxItems',
        'all',
      ]),
    )
    expect(RESERVED_NAMES.has('limit')).toBe(false)
  })
})

describe('name forms', () => {
  it('kebab-case from camelCase, acronyms and snake_case', () => {
    const names = ['excludeSpam', 'getNFTMetadata', 'token_addresses', 'toBlock', 'erc20Transfers', 'chain']
    expect(names.map(kebabOf)).toEqual([
      'exclude-spam',
      'get-nft-metadata',
      'token-addresses',
      'to-block',
      'erc20-transfers',
      'chain',
    ])
  })

  it('camelCase from kebab-case, digits included', () => {
    expect(['max-items', 'api-key', 'erc-20', 'mock'].map(camelOf)).toEqual([
      'maxItems',
      'apiKey',
      'erc20',
      'mock',
    ])
  })
})
