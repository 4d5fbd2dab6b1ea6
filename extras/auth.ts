import {
  requestChallengeAptos,
  requestChallengeEvm,
  requestChallengeSolana,
  verifyChallengeAptos,
  verifyChallengeEvm,
  verifyChallengeSolana,
} from '../generated/auth/index.gen'
import { AuthErrorCode, W3DataError } from '../runtime/index'
import { byNetworkType, networkTypeChecker } from './byNetworkType'

export const AUTH_NETWORK_TYPES = ['evm', 'solana', 'aptos'] as const
export type AuthNetworkType = (typeof AUTH_NETWORK_TYPES)[number]

/** `evm`, `solana` or `aptos`; anything else is U0002 with the provider SDK's wording. */
export const authNetworkType = networkTypeChecker(
  AUTH_NETWORK_TYPES,
  (got, valid) =>
    new W3DataError({
      code: AuthErrorCode.INCORRECT_NETWORK,
      message: `Incorrect networkType provided. Got ${got}, Valid values are: ${valid}`,
    }),
)

/** A sign-in challenge for any network: `requestMessage(client, { networkType: 'evm', domain, chainId, … })`. */
export const requestMessage = byNetworkType(
  { evm: requestChallengeEvm, solana: requestChallengeSolana, aptos: requestChallengeAptos },
  authNetworkType,
)

/** Verifies a signed challenge for any network: `verify(client, { networkType, message, signature })`. */
export const verify = byNetworkType(
  { evm: verifyChallengeEvm, solana: verifyChallengeSolana, aptos: verifyChallengeAptos },
  authNetworkType,
)
