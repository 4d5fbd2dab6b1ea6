import type { ApiCatalogue } from '../../runtime/index'
import type { AddressStyle } from './fieldValues'

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
