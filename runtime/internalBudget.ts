// What client.gen.ts imports for `rateLimit` figures, and nothing else imports: the budget's code
// loads lazily from the file that holds this import(), and a bundler that keeps every import() it
// sees in a file (esbuild) would keep the budget in any app reaching that file. Apart from
// internalClient.ts, which createBaseClient's apps reach too.
export { budgetFromFigures } from './budget/lazy'
