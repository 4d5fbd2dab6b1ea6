import { verifiedAptosChallenge, verifiedEvmChallenge, verifiedSolanaChallenge } from './answers'

/** The Auth operations whose `result` the SDK rebuilt, by operation id (compat/README.md). */
export const AUTH_SHAPES = {
  verifyChallengeEvm: verifiedEvmChallenge,
  verifyChallengeSolana: verifiedSolanaChallenge,
  verifyChallengeAptos: verifiedAptosChallenge,
} as const
