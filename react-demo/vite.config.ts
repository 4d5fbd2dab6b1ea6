import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const entry = (file: string) => fileURLToPath(new URL(`../entries/${file}`, import.meta.url))

/**
 * The demo imports the package by name, as a user would; these aliases point the names at the
 * repository's entry files. `react-demo/startDemo.ts` overrides `__W3DATA_MOCK_URL__` with the
 * address of the mock provider it started.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^w3data$/, replacement: entry('index.ts') },
      { find: /^w3data\/([a-z]+)$/, replacement: entry('$1.ts') },
    ],
  },
  define: {
    __W3DATA_MOCK_URL__: JSON.stringify(process.env.W3DATA_MOCK_URL ?? 'http://127.0.0.1:8787'),
  },
  // The demo holds every API's catalogue and every generated factory on purpose: one large chunk.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
})
