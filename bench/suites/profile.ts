// CPU profiles of w3data, run under tsx so that they name the repository's source files.
import { join } from 'node:path'
import { runJson } from '../lib/child'
import { BENCH_DIR } from '../lib/paths'
import type { ServerUrls } from '../lib/peers'
import type { ProfileInput, ProfileOutput } from '../workers/profile'

export async function profiles(urls: { replay: ServerUrls; large: ServerUrls }): Promise<{
  overhead: ProfileOutput
  large: ProfileOutput
}> {
  const result = {
    overhead: await overhead(urls.replay),
    large: await largeProfile(urls.large),
  }
  process.stderr.write('  profiles: done\n')
  return result
}

/** The per-call cost with an in-memory fetch, beside the bare path and ky, with its profile. */
export const overhead = (urls: ServerUrls): Promise<ProfileOutput> => run({ scenario: 'overhead', urls })

/** A CPU profile of 10,000-item calls against the large server. */
export const largeProfile = (urls: ServerUrls): Promise<ProfileOutput> => run({ scenario: 'large', urls })

const run = (input: ProfileInput) =>
  runJson<ProfileOutput>(join(BENCH_DIR, 'workers', 'profile.ts'), input, {
    nodeArgs: ['--import', 'tsx'],
    timeoutMs: 180_000,
  })
