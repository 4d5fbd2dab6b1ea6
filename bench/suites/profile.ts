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
  const file = join(BENCH_DIR, 'workers', 'profile.ts')
  const run = (input: ProfileInput) =>
    runJson<ProfileOutput>(file, input, { nodeArgs: ['--import', 'tsx'], timeoutMs: 180_000 })
  const overhead = await run({ scenario: 'overhead', urls: urls.replay })
  const large = await run({ scenario: 'large', urls: urls.large })
  process.stderr.write('  profiles: done\n')
  return { overhead, large }
}
