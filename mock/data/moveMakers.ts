// Makers of the Move kinds (Aptos): entry functions, event and struct types, coin types.
import type { Random } from '../random'
import type { Field, Maker } from './field'
import { coinAddress } from './itemScope'
import { TOKENS } from './profiles'
import * as words from './vocabulary'

const oneOf =
  (items: readonly string[]): Maker =>
  (rng) =>
    rng.pick(items)

const COIN_STRUCTS = TOKENS.aptos.flatMap((token) => (token.struct === undefined ? [] : [token.struct]))

/** A coin type (`<address>::<module>::<Struct>`): the item's own coin when it is about one. */
function coinType(rng: Random, field: Field): string {
  const { scope } = field
  const own = scope.subject === 'token' ? scope.token().struct : undefined
  const struct = own ?? rng.pick(COIN_STRUCTS)
  return `${coinAddress(struct)}::${struct}`
}

/** Makers of the Move kinds, by kind. */
export const MOVE_MAKERS = {
  'entry-function': oneOf(words.ENTRY_FUNCTIONS),
  'move-event': oneOf(words.COIN_ACTIVITY_TYPES),
  'token-event': oneOf(words.TOKEN_EVENT_TYPES),
  'move-type': (rng, field) =>
    field.name === 'table_type' ? '0x3::token::TokenStore' : rng.pick(words.MOVE_TYPES),
  'move-module': (rng) => `0x1::${rng.pick(words.MODULE_NAMES)}`,
  'coin-type': coinType,
  'vm-status': oneOf(words.VM_STATUSES),
  visibility: oneOf(words.VISIBILITIES),
  'move-ability': oneOf(words.MOVE_ABILITIES),
  'move-primitive': oneOf(words.MOVE_PRIMITIVES),
} satisfies Record<string, Maker>
