import type {
  AptosCompleteChallengeResponseDto,
  EvmCompleteChallengeResponseDto,
  SolanaCompleteChallengeResponseDto,
} from '../../../entries/auth'
import {
  AptosAddress,
  AptosNetwork,
  type EvmAddress,
  EvmChain,
  SolAddress,
  SolNetwork,
} from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { orAsSent } from '../../valueTypes'
import { maybe } from '../dataKind'

// moralis@2.27.2's `Moralis.Auth.verify()` answers: the challenge with its address and network as
// value types and its times as Dates. An address its value type refuses stays as sent.

const toDate = (iso: string) => new Date(iso)

/** A verified challenge's times, as Dates. */
interface ChallengeTimes {
  expirationTime: Date | undefined
  notBefore: Date | undefined
}

const times = (challenge: {
  expirationTime?: string | undefined
  notBefore?: string | undefined
}): ChallengeTimes => ({
  expirationTime: maybe(challenge.expirationTime, toDate),
  notBefore: maybe(challenge.notBefore, toDate),
})

export type VerifiedEvmChallenge = Omit<
  EvmCompleteChallengeResponseDto,
  'chainId' | 'address' | keyof ChallengeTimes
> &
  ChallengeTimes & { chain: EvmChain; address: EvmAddress | string }

/** verify on EVM: the `chainId` as `chain`, an EvmChain. */
export function verifiedEvmChallenge({
  chainId,
  ...challenge
}: EvmCompleteChallengeResponseDto): VerifiedEvmChallenge {
  return {
    ...challenge,
    ...times(challenge),
    chain: EvmChain.create(chainId),
    address: orAsSent(sdkEvmAddress, challenge.address),
  }
}

export type VerifiedSolanaChallenge = Omit<
  SolanaCompleteChallengeResponseDto,
  'network' | 'address' | keyof ChallengeTimes
> &
  ChallengeTimes & { solNetwork: SolNetwork | 'testnet'; address: SolAddress | string }

/**
 * verify on Solana: the network as `solNetwork`, the SDK's name for it; a network Solana's value
 * type does not hold (testnet) stays text.
 */
export function verifiedSolanaChallenge({
  network,
  ...challenge
}: SolanaCompleteChallengeResponseDto): VerifiedSolanaChallenge {
  return {
    ...challenge,
    ...times(challenge),
    solNetwork: network === 'testnet' ? network : SolNetwork.create(network),
    address: orAsSent(SolAddress.create, challenge.address),
  }
}

export type VerifiedAptosChallenge = Omit<
  AptosCompleteChallengeResponseDto,
  'network' | 'address' | keyof ChallengeTimes
> &
  ChallengeTimes & { network: AptosNetwork; address: AptosAddress | string }

export function verifiedAptosChallenge(challenge: AptosCompleteChallengeResponseDto): VerifiedAptosChallenge {
  return {
    ...challenge,
    ...times(challenge),
    network: AptosNetwork.create(challenge.network),
    address: orAsSent(AptosAddress.create, challenge.address),
  }
}
