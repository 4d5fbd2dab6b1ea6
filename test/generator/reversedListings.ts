// Preloaded (`node --import`) into a generator run to turn every directory listing around, so a
// second run sees the spec's files in the opposite order from the first.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const readdirSync = fs.readdirSync
fs.readdirSync = ((...args: Parameters<typeof readdirSync>) =>
  [...readdirSync(...args)].reverse()) as typeof readdirSync
syncBuiltinESMExports()
