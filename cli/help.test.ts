import { expect, describe as group, it } from 'vitest'
import { type ApiCatalogue, catalogues, type OperationEntry, type SchemaObject } from 'w3data/catalogue'
import { columnsOf } from './csv'
import { apiHelp, describe, listOperations, optionsHelp, topHelp } from './help'
import { itemSchema } from './items'
import { paramFlags } from './paramFlags'

// Every operation of every API, as the catalogue has them today: the texts and CSV columns are
// built from whatever the catalogue holds, so each must come out whole.
const targets = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

group('describe and CSV columns, for every operation', () => {
  it.each(targets.map((target) => [`${target.catalogue.api} ${target.operation.id}`, target] as const))(
    '%s',
    (_, target) => {
      const text = describe(target, true)
      expect(text).toContain(`${target.catalogue.api} ${target.operation.id}: ${target.operation.summary}`)
      expect(text).toContain(`curl -X ${target.operation.method} '`)
      expect(text).not.toMatch(/undefined|\[object Object\]/)
      const usage = text.split('\n').find((line) => line.startsWith(`  w3data ${target.catalogue.api} `))
      for (const flag of paramFlags(target.catalogue, target.operation)) {
        expect(text).toContain(`  --${flag.names[0]}`)
        if (flag.param.required) expect(usage).toContain(`--${flag.names[0]} <`)
      }
      const columns = columnsOf(itemSchema(target), target.catalogue.schemas, false)
      expect(columns.length).toBeGreaterThan(0)
      expect(new Set(columns.map((column) => column.header)).size).toBe(columns.length)
    },
  )
})

const find = (api: string, id: string) => {
  const catalogue = catalogues.find((entry) => entry.api === api)
  const operation = catalogue?.operations.find((entry) => entry.id === id)
  if (!catalogue || !operation) throw new Error(`no ${api} ${id}`)
  return { catalogue, operation }
}
const lines = (text: string) => text.split('\n')

group('the top help', () => {
  it('counts the operations and lists the commands in aligned columns', () => {
    const text = topHelp()
    const count = catalogues.reduce((sum, catalogue) => sum + catalogue.operations.length, 0)
    expect(lines(text)[0]).toBe(`w3data: the ${count} operations of the Web3 Data API on the command line`)
    expect(text).toContain(
      [
        '\nUsage',
        '  w3data list [words…]               operations by API and tag, filtered by words',
        '  w3data describe <api> <operation>  parameters, paging and the curl form',
        '  w3data <api> <operation> [flags]   call an operation (flags: w3data <api> <operation> --help)',
        '  w3data <api>                       the operations of an API',
        '  w3data --resume <token>            continue a stopped export',
        '',
        'APIs',
        ...catalogues.map(
          (catalogue) =>
            `  ${catalogue.api.padEnd(7)}  ${catalogue.title} (${catalogue.operations.length} operations)`,
        ),
        '',
        'Options',
      ].join('\n'),
    )
  })

  it('names each API with its title and count, and every option with its value', () => {
    const text = topHelp()
    const evm = find('evm', 'getWalletNFTs').catalogue
    expect(text).toMatch(
      new RegExp(`\\n {2}evm {6}${evm.title} \\(${evm.operations.length} operations\\)\\n`),
    )
    expect(text).toContain(
      '\n  -h, --help                          Help for the command, the API or the operation\n',
    )
    expect(text).toContain('\n  --version                           The version of w3data\n')
    expect(text).toContain('\n  --max-items <n>                     With --all: stop after this many items\n')
    expect(text).toContain('130 stopped by Ctrl-C.')
  })
})

group('an API’s help and list', () => {
  it('shows the operations by tag, method and path aligned, the last column unpadded', () => {
    const { catalogue } = find('auth', 'getAddresses')
    const text = apiHelp(catalogue)
    expect(lines(text)[0]).toBe(
      `${catalogue.title}: ${catalogue.operations.length} operations (w3data auth <operation> --help)`,
    )
    expect(text).toContain(
      '\n  Profile\n    getAddresses  GET /profile/{profileId}/addresses  Get addresses of a profile',
    )
    expect(text).toContain('Get addresses of a profile\n  Bind\n    removeBind ')
    expect(text).not.toMatch(/ \n| $/)
  })

  it('list: every operation, or those the words find, or says none does', () => {
    const everything = listOperations([])
    expect(listOperations(['  '])).toBe(everything)
    for (const [index, catalogue] of catalogues.entries())
      expect(everything).toContain(`${index === 0 ? '' : '\n\n'}${catalogue.api} (${catalogue.title})\n  `)
    expect(listOperations(['solana', 'portfolio'])).toBe(
      'solana (Solana API)\n  Account\n    getPortfolio  GET /account/{network}/{address}/portfolio  Get portfolio',
    )
    expect(listOperations(['zzzqqq', 'xx'])).toBe('No operation matches "zzzqqq xx".')
  })
})

group('describe', () => {
  it('shows usage with the required flags, and each parameter with its facts', () => {
    const text = describe(find('evm', 'getWalletNFTs'))
    expect(text).toContain(
      'GET /{address}/nft (EVM API)\n\nReturns the NFTs a wallet holds, one page at a time.',
    )
    expect(text).toContain('Usage\n  w3data evm getWalletNFTs --address <evm-address> [flags]\n')
    expect(text).toContain(
      '  --address <evm-address>\n      required, path, example "0xcB1C1FdE09f811B294172696404e88E658659905"\n      The wallet address that holds the NFTs\n',
    )
    expect(text).toContain(
      '  --param-format, --paramFormat <decimal|hex>\n      optional, query, default "decimal"\n',
    )
    expect(text).toContain(
      '  --exclude-spam, --excludeSpam, --exclude_spam (--no-exclude-spam)\n      optional, query, default false\n',
    )
    expect(text).toContain('  --token-addresses, --tokenAddresses, --token_addresses <evm-address,…>\n')
    expect(text).toContain('  --limit <integer>\n      optional, query\n')
  })

  it('labels lists of objects and bodies as JSON, and says where a body value goes', () => {
    const stream = describe(find('streams', 'createStream'))
    expect(stream).toContain('--chain-ids <evm-chain,…>')
    expect(stream).toContain('  --triggers <json>\n      optional, body\n')
    expect(stream).toContain(
      '  --chain-ids, --chainIds <evm-chain,…>\n      required, body, example ["0x1"]\n',
    )
    const events = describe(find('evm', 'getContractEvents'))
    expect(events).toContain('  --abi <json>\n      required, body, example {"type":"event"')
  })

  it('says when a call changes data at the provider, a resync too, and nothing of a read', () => {
    const says = (api: string, id: string) =>
      describe(find(api, id)).includes('\n\nChanges data at the provider.\n\n')
    expect(says('evm', 'reSyncMetadata')).toBe(true)
    expect(says('streams', 'createStream')).toBe(true)
    expect(says('evm', 'getMultipleNFTs')).toBe(false)
    expect(says('evm', 'getWalletNFTs')).toBe(false)
  })

  it('says how an operation pages, or that it does not', () => {
    const paging = (api: string, id: string) => describe(find(api, id)).match(/\nPaging: .*/)?.[0]
    expect(paging('evm', 'getWalletNFTs')).toBe(
      '\nPaging: by cursor (cursor), page size "limit", items in "result". --all follows it to the end; Ctrl-C stops with a --resume token.',
    )
    expect(paging('evm', 'getContractEvents')).toContain(
      'Paging: by offset (offset), page size "limit", items in "result".',
    )
    expect(paging('aptos', 'getTransactions')).toContain(
      'Paging: by start (start), page size "limit", the answer is the list.',
    )
    expect(paging('solana', 'getPortfolio')).toBe('\nPaging: none (one answer)')
  })

  it('ends with the curl form, and the options only in an operation’s --help', () => {
    const target = find('evm', 'getWalletNFTs')
    expect(describe(target)).toMatch(
      /\n\ncurl \(the key stays in \$W3DATA_API_KEY\)\n {2}curl -X GET '[^']+' \\\n {4}-H /,
    )
    expect(describe(target)).not.toContain('Options')
    expect(describe(target, true).endsWith(optionsHelp())).toBe(true)
  })
})

group('describe, for an operation the catalogue leaves bare', () => {
  const catalogue: ApiCatalogue = {
    api: 'x',
    title: 'X API',
    baseUrl: 'https://x.test',
    operations: [],
    schemas: {},
  }
  const operation: OperationEntry = {
    id: 'op',
    api: 'x',
    method: 'GET',
    effect: 'read',
    path: '/items',
    tag: 't',
    summary: 'Items',
    cost: { rateLimit: 1, price: 1 },
    params: [],
    nullable: false,
    bearer: false,
    raw: false,
    response: {},
  }

  it('says there are no parameters, leaves out the missing description, and pages by the answer’s size', () => {
    const text = describe({
      catalogue,
      operation: { ...operation, paging: { style: 'cursor', firstPage: 0, cursor: 'next' } },
    })
    expect(text).toBe(
      [
        'x op: Items\nGET /items (X API)',
        'Usage\n  w3data x op [flags]',
        'Parameters: none',
        'Paging: by cursor (next), page size from the answer, the answer is the list. --all follows it to the end; Ctrl-C stops with a --resume token.',
        "curl (the key stays in $W3DATA_API_KEY)\n  curl -X GET 'https://x.test/items' \\\n    -H 'accept: application/json' \\\n    -H \"x-api-key: $W3DATA_API_KEY\"",
      ].join('\n\n'),
    )
  })

  it('labels a value by its value type, the parameter’s or its schema’s', () => {
    const text = describe({
      catalogue,
      operation: {
        ...operation,
        params: [
          {
            name: 'since',
            wireName: 'since',
            in: 'query',
            required: true,
            schema: { type: 'string', 'x-w3data-value-type': 'date' },
          },
          {
            name: 'owner',
            wireName: 'owner',
            in: 'query',
            required: true,
            schema: { type: 'string' },
            valueType: 'evm-address',
          },
        ],
      },
    })
    expect(text).toContain('Usage\n  w3data x op --since <date> --owner <evm-address> [flags]')
  })

  it('labels a value without a JSON type, and a list of lists, as JSON', () => {
    const param = (name: string, schema: SchemaObject) => ({
      name,
      wireName: name,
      in: 'query' as const,
      required: true,
      schema,
    })
    const text = describe({
      catalogue,
      operation: {
        ...operation,
        params: [
          param('either', { oneOf: [{ type: 'string' }, { type: 'number' }] }),
          param('anything', {}),
          param('grid', { type: 'array', items: { type: 'array' } }),
        ],
      },
    })
    expect(text).toContain('Usage\n  w3data x op --either <json> --anything <json> --grid <json> [flags]')
  })
})
