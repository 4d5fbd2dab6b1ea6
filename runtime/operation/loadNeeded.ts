/**
 * Thrown through the parameter schemas when a check needs a library that is loaded on first need
 * (keccak-256, base58) and not loaded yet. A call loads it and checks its parameters again.
 */
export class LoadNeeded {
  constructor(readonly load: () => Promise<void>) {}
}
