import { defineConfig } from 'tsup'

// dist/bin.js imports `w3data` and the SDK as a user's install has them: nothing of theirs is bundled.
export default defineConfig({
  entry: { bin: 'bin.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'node',
  clean: true,
  sourcemap: false,
  splitting: false,
  external: [/^w3data(\/|$)/, /^@modelcontextprotocol\/sdk(\/|$)/],
  banner: { js: '#!/usr/bin/env node' },
})
