import { describe, expect, it } from 'vitest'
import { catalogues, type ValueType } from 'w3data/catalogue'
import { AUTH_SHAPES } from '../../compat/shapes/auth/index'
import { EVM_SHAPES } from '../../compat/shapes/evm/index'
import { SOLANA_SHAPES } from '../../compat/shapes/solana/index'
import { STREAMS_SHAPES } from '../../compat/shapes/streams/index'
import aptos from './fixtures/aptos.json'
import auth from './fixtures/auth.json'
import evm from './fixtures/evm.json'
import solana from './fixtures/solana.json'
import streams from './fixtures/streams.json'
import { fieldsAt } from './support/catalogueField'
import { type AnswerSummary, VALUE_CLASSES } from './support/describeAnswer'
import type { CallFixture } from './support/fixtures'
import { sdkCases } from './support/sdkCalls'

/**
 * The catalogue's value-type marks against moralis@2.27.2's answers (test/compat/fixtures): where
 * the SDK answered a field with one of its value classes, the catalogue marks that field with the
 * value type w3data/compat answers with that class; inside a union (an Aptos transaction), in
 * every member that has the field. Answers the SDK rebuilt into its own data types are compat's
 * shapes (compat/shapes/), not catalogue fields, and are left out.
 */

const CLASS_OF: Readonly<Partial<Record<ValueType, string>>> = {
  'evm-address': 'EvmAddress',
  'evm-address-lowercase': 'EvmAddress',
  'evm-chain': 'EvmChain',
  'evm-chain-decimal': 'EvmChain',
  'evm-native': 'EvmNative',
  'big-number': 'BigNumber',
  'aptos-address': 'AptosAddress',
  'aptos-native': 'AptosNative',
  'aptos-network': 'AptosNetwork',
  'sol-address': 'SolAddress',
  'sol-native': 'SolNative',
  'sol-network': 'SolNetwork',
  date: 'Date',
}

const SHAPED: Readonly<Record<string, object>> = {
  auth: AUTH_SHAPES,
  evm: EVM_SHAPES,
  solana: SOLANA_SHAPES,
  streams: STREAMS_SHAPES,
}

const fixtures = [...evm, ...aptos, ...solana, ...streams, ...auth] as unknown as CallFixture[]

/** The value class the SDK answered at each path, where it answered one. */
function wrapped(summary: AnswerSummary | undefined): [path: string, className: string][] {
  return Object.entries(summary?.types ?? {}).flatMap(([path, type]) => {
    const classes = type.split('|').filter((each) => VALUE_CLASSES.has(each) || each === 'Date')
    return classes.length === 1 ? [[path, classes[0] as string] as [string, string]] : []
  })
}

function unmarked(): string[] {
  const out = new Set<string>()
  for (const fixture of fixtures) {
    const found = sdkCases.find((each) => each.label === fixture.label)
    if (!found || found.operation.id in (SHAPED[fixture.api] ?? {})) continue
    for (const [path, className] of [...wrapped(fixture.answer), ...wrapped(fixture.next)])
      for (const field of fieldsAt(found.catalogue, found.operation, path)) {
        const mark = 'schema' in field ? field.schema['x-w3data-value-type'] : undefined
        if (mark && CLASS_OF[mark] === className) continue
        const where = 'schema' in field ? `${field.owner}.${field.wireName}` : field.missing
        out.add(
          `${fixture.label} ${path}: the SDK answered ${className}; ${where} is marked ${mark ?? 'nothing'}`,
        )
      }
  }
  return [...out].sort()
}

describe("the catalogue's value-type marks, against moralis@2.27.2's answers", () => {
  it('mark every field the SDK answered with a value class, with the type compat answers with that class (in each union member that has the field)', () => {
    expect(unmarked()).toEqual([])
  })

  it('cover every API of the recording', () => {
    expect(new Set(fixtures.map((fixture) => fixture.api))).toEqual(
      new Set(catalogues.map((each) => each.api)),
    )
  })
})
