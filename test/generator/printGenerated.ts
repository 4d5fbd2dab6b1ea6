// Prints what `generate` makes of a spec folder as JSON [path, text][], for a run in another process.
import { generate } from '../../generator/generate'

const [specRoot] = process.argv.slice(2)
if (!specRoot) throw new Error('usage: printGenerated.ts <spec root>')
process.stdout.write(JSON.stringify([...(await generate(specRoot))]))
