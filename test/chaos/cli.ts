// `make chaos`: a full chaos run (10,000 calls by default) with its figures.
// CHAOS_CALLS, CHAOS_SEED and CHAOS_CONCURRENCY override the defaults.
import { formatReport, runChaos } from './chaos'

const calls = Number(process.env.CHAOS_CALLS ?? 10_000)
const seed = Number(process.env.CHAOS_SEED ?? 20_272)
const concurrency = Number(process.env.CHAOS_CONCURRENCY ?? 20)

console.log(`chaos: ${calls} calls, seed ${seed}, concurrency ${concurrency}`)
const report = await runChaos({ calls, seed, concurrency })
for (const line of formatReport(report)) console.log(line)
console.log(`${report.passed} passed, ${report.failed} failed`)
process.exitCode = report.failed === 0 ? 0 : 1
