import type { ApiModel } from '../../model/ir'
import { propertyKey } from '../../model/names'
import { callNames } from '../dispatch/emitDispatch'
import { apiTypeName } from './emitApi'

/**
 * baseClient.gen.ts: the provider's hosts and `createBaseClient`, the client of the free functions.
 * Apart from client.gen.ts because a bundler that splits by file keeps whatever a reachable
 * `import()` loads: an app that imports only `createBaseClient` must not reach createClient's
 * lazy imports of every API's operations.
 */
export function emitBaseClient(models: readonly ApiModel[]): string[] {
  const baseUrls = Object.fromEntries(models.map((model) => [model.api, model.baseUrl]))
  return [
    `/** The provider's hosts, from each catalogue's \`x-w3data-base-url\`. */\nexport const DEFAULT_BASE_URLS: ResolvedBaseUrls = ${JSON.stringify(baseUrls, null, 2)}`,
    `/** A client without the API namespaces, for the free functions: \`getWalletHistory(client, params)\`. */
export interface W3DataBaseClient extends Core {
  /** A new client with \`options\` merged over this one's; this client is left as it is. */
  withOptions(options: ClientOptions): W3DataBaseClient
}`,
    `const baseSetup: ClientSetup<W3DataBaseClient> = {
  defaultBaseUrls: DEFAULT_BASE_URLS,
  attach: (core, rebuild) => attachMembers(core, { withOptions: { value: rebuild } }),
}`,
    `/**
 * Creates a client without the API namespaces. With the free functions of \`w3data/evm\`,
 * \`w3data/aptos\`, …, a bundle then holds only the operations it imports; import it from
 * \`w3data/core\`, which never loads an API's operations lazily, so that a bundler splitting the
 * app into chunks keeps only those operations too.
 *
 * @example
 * \`\`\`ts
 * import { createBaseClient } from 'w3data/core'
 * import { getWalletHistory } from 'w3data/evm'
 * const client = createBaseClient({ apiKey: process.env.W3DATA_API_KEY })
 * const page = await getWalletHistory(client, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' })
 * \`\`\`
 */
export function createBaseClient(options: ClientOptions = {}): W3DataBaseClient {
  return createCore(options, baseSetup)
}`,
  ]
}

/**
 * client.gen.ts: `createClient` with one namespace per API, built on first use, whose operations'
 * module is imported on their first call; and the start-once default.
 */
export function emitClient(models: readonly ApiModel[]): { imports: string[]; statements: string[] } {
  const imports = models.map(
    (model) => `import type { ${apiTypeName(model.api)} } from './${model.api}/api.gen'`,
  )
  const members = models.map(
    (model) => `/** ${model.title}. */\nreadonly ${propertyKey(model.api)}: ${apiTypeName(model.api)}`,
  )
  const lazy = models.map((model) => `let ${model.api}: ${apiTypeName(model.api)} | undefined`)
  const properties = models.map((model) => {
    const names = JSON.stringify(callNames(model))
    const paged = JSON.stringify(
      model.operations.filter((operation) => operation.paging).map((operation) => operation.id),
    )
    const load = `() => import('./${model.api}/operations.gen')`
    return `${propertyKey(model.api)}: { get: () => (${model.api} ??= lazyApi<${apiTypeName(model.api)}>(client, ${load}, ${names}, ${paged})), enumerable: true }`
  })
  const statements = [
    `/** A w3data client: options, logger, and one namespace per API. */\nexport interface W3DataClient extends Core {\n${members.join('\n')}\n/** A new client with \`options\` merged over this one's; this client is left as it is. */\nwithOptions(options: ClientOptions): W3DataClient\n}`,
    `const setup: ClientSetup<W3DataClient> = {
  defaultBaseUrls: DEFAULT_BASE_URLS,
  budgetFromFigures,
  attach(core, rebuild) {
    ${lazy.join('\n    ')}
    const client: W3DataClient = attachMembers(core, {
      ${properties.join(',\n      ')},
      withOptions: { value: rebuild },
    })
    return client
  },
}`,
    `/**
 * Creates a client. Options are validated at once: an unknown key is C0013, a bad value C0014.
 *
 * @example
 * \`\`\`ts
 * const client = createClient({ apiKey: process.env.W3DATA_API_KEY })
 * \`\`\`
 */
export function createClient(options: ClientOptions = {}): W3DataClient {
  return createCore(options, setup)
}`,
    `/** Creates the default client once; a second start is C0011. */
export function start(options: ClientOptions = {}): W3DataClient {
  return startDefault(() => createClient(options))
}`,
    `/** The client made by \`start()\`; before start this is C0012. */
export function getDefaultClient(): W3DataClient {
  return getDefaultInstance<W3DataClient>()
}`,
  ]
  return { imports, statements }
}
