import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'index.ts',
    aptos: 'aptos.ts',
    auth: 'auth.ts',
    catalogue: 'catalogue.ts',
    evm: 'evm.ts',
    mock: 'mock.ts',
    react: 'react.ts',
    solana: 'solana.ts',
    streams: 'streams.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external: ['ky', 'valibot', 'big.js', '@noble/hashes', 'viem', 'react', '@tanstack/react-query'],
})
