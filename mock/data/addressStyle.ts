import { base58 } from '@scure/base'
import type { ApiCatalogue } from '../../entries/catalogue'
import { toChecksumAddress } from '../../entries/index'
import type { Random } from '../random'

/** How account addresses look in an API: Aptos (32 bytes hex), EVM (20 bytes hex), Solana (base58). */
export type AddressStyle = 'aptos' | 'evm' | 'solana'

const styles = new WeakMap<ApiCatalogue, AddressStyle>()

/**
 * How addresses look in an API's data, read from the value types its parameters use
 * (evm-address, sol-address; Aptos otherwise). Remembered per catalogue.
 */
export function addressStyleOf(catalogue: ApiCatalogue): AddressStyle {
  let style = styles.get(catalogue)
  if (style) return style
  const valueTypes = new Set(
    catalogue.operations.flatMap((operation) =>
      operation.params.flatMap((param) => [param.valueType, param.schema.items?.['x-w3data-value-type']]),
    ),
  )
  style = valueTypes.has('evm-address') ? 'evm' : valueTypes.has('sol-address') ? 'solana' : 'aptos'
  styles.set(catalogue, style)
  return style
}

function randomBytes(rng: Random, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => rng.int(0, 255))
}

/**
 * An account address in the API's own form: EVM in EIP-55 checksum casing, Aptos as 0x and 64
 * hex digits, Solana as the base58 text of a 32-byte key.
 */
export function accountAddress(rng: Random, style: AddressStyle): string {
  if (style === 'evm') return toChecksumAddress(`0x${rng.hex(40)}`)
  return style === 'solana' ? base58.encode(randomBytes(rng, 32)) : `0x${rng.hex(64)}`
}
