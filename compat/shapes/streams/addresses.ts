import { AptosAddress } from '../../../entries/index'
import type { Addresses, AddressResponse } from '../../../entries/streams'
import { sdkEvmAddress } from '../../evmAddress'
import { orAsSent } from '../../valueTypes'
import type { ShapeContext } from '../shape'

/** The address or list of addresses the provider echoes, each made by `make` (as sent where it refuses one). */
const eachAddress =
  <T>(make: (address: string) => T) =>
  (address: unknown): T | string | (T | string)[] | undefined => {
    if (typeof address === 'string') return orAsSent(make, address)
    return Array.isArray(address) ? address.map((each) => orAsSent(make, String(each))) : undefined
  }

const evmAddresses = eachAddress(sdkEvmAddress)
const aptosAddresses = eachAddress(AptosAddress.create)

/** addAddress and deleteAddress (EVM) as the SDK answered: `address` an EvmAddress or a list of them. */
export const evmAddressChange = (answer: AddressResponse) => ({
  ...answer,
  address: evmAddresses(answer.address),
})

/** addAddress (Aptos) as the SDK answered: `address` an AptosAddress or a list of them. */
export const aptosAddressChange = (answer: AddressResponse) => ({
  ...answer,
  address: aptosAddresses(answer.address),
})

/** getAddresses (EVM): each item's `address` an EvmAddress. */
export const evmAddressItems = (items: readonly Addresses[]) =>
  items.map((item) => ({ ...item, address: evmAddresses(item.address) }))

/** getAddresses (Aptos) as the SDK answered: the page's addresses as AptosAddresses, and its total. */
export const aptosAddressPage = (items: readonly Addresses[], context: ShapeContext) => ({
  result: items.map((item) => aptosAddresses(item.address)),
  total: context.total,
})
