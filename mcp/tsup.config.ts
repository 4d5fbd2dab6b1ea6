import { defineConfig } from 'tsup'
import { binBuild } from '../sidePackages.config.ts'

// dist/bin.js imports `w3data` and the SDK as a user's install has them: nothing of theirs is bundled.
export default defineConfig(binBuild([/^@modelcontextprotocol\/sdk(\/|$)/]))
