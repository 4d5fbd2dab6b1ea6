// The browser side of ssr.e2e.ts: hydrates the server's HTML with the server's dehydrated cache.
import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { hydrateRoot } from 'react-dom/client'
import { type BaseUrls, createClient } from 'w3data'
import { W3DataProvider } from 'w3data/react'
import { NftList } from './NftList'

const { state, baseUrls, apiKey } = JSON.parse(document.getElementById('state')?.textContent ?? '{}') as {
  state: DehydratedState
  baseUrls: BaseUrls
  apiKey: string
}
const client = createClient({ apiKey, baseUrls })
hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <QueryClientProvider client={new QueryClient()}>
    <W3DataProvider client={client}>
      <HydrationBoundary state={state}>
        <NftList />
      </HydrationBoundary>
    </W3DataProvider>
  </QueryClientProvider>,
)
