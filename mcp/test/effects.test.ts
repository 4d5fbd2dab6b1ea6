import { describe, expect, it } from 'vitest'
import { catalogues, type OperationEntry } from 'w3data/catalogue'
import { annotationsOf, changesState } from '../src/effects'

// The server takes what a tool does from the catalogue entry's effect, never from its name.

const operations = catalogues.flatMap((catalogue) => catalogue.operations)
const find = (api: string, id: string) =>
  operations.find((operation) => operation.api === api && operation.id === id) as OperationEntry

describe('what a tool does, from the catalogue', () => {
  it('marks a resync a write: not read-only, not destructive', () => {
    for (const id of ['reSyncMetadata', 'resyncNFTRarity']) {
      expect(changesState(find('evm', id)), id).toBe(true)
      expect(annotationsOf(find('evm', id)), id).toMatchObject({
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
      })
    }
  })

  it('reads the entry, not the verb of its name', () => {
    const lookup = find('evm', 'getMultipleNFTs')
    expect(changesState(lookup)).toBe(false)
    expect(changesState({ ...lookup, effect: 'change' })).toBe(true)
    expect(annotationsOf({ ...find('evm', 'reSyncMetadata'), effect: 'read' })).toMatchObject({
      readOnlyHint: true,
      idempotentHint: true,
    })
  })

  it('offers every read as read-only and every change as a write', () => {
    for (const operation of operations)
      expect(annotationsOf(operation).readOnlyHint, operation.id).toBe(operation.effect === 'read')
  })
})
