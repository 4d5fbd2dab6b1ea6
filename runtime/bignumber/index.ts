export type { BigNumberInput } from './BigNumber'
export { BigNumber } from './BigNumber'
export { formatDecimal, parseDecimal } from './decimal'
