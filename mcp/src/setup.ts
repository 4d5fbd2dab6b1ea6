/** From options and a client to what the server offers. */
import type { W3DataClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { newCursorKey } from './cursor'
import type { McpOptions } from './options'
import { selectOperations } from './selection'
import type { ServerSetup } from './server'
import { buildTool } from './tools'

export function serverSetup(
  options: Pick<McpOptions, 'selection' | 'compact' | 'budget'>,
  client: W3DataClient,
  secrets: readonly string[],
): ServerSetup {
  const { offered, withheld } = selectOperations(catalogues, options.selection)
  return {
    client,
    catalogues,
    tools: offered.map(buildTool),
    withheld,
    compact: options.compact,
    budget: options.budget,
    secrets,
    cursorKey: newCursorKey(),
  }
}
