/** Address of the mock provider, set by react-demo/startDemo.ts (and vite.config.ts for builds). */
declare const __W3DATA_MOCK_URL__: string
