/**
 * The command line's exit codes: 0 done, 1 the provider or the network failed, 2 the command was
 * wrong (unknown API, operation or flag, a value the flag or the library refused), 130 stopped
 * by Ctrl-C (the resume token printed on stderr continues the export).
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** A mistake in the command itself: printed as its message, then a pointer to `--help`. */
export class UsageError extends Error {
  override name = 'UsageError'
}
