import { Session } from 'node:inspector'
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
await import('w3data')
const files = []
const session = new Session(); session.connect()
session.on('Debugger.scriptParsed', ({ params: { url } }) => { if (url.startsWith('file:') && url.includes('/dist/')) files.push(fileURLToPath(url)) })
session.post('Debugger.enable'); session.disconnect()
console.log(files.length, files.reduce((s, f) => s + statSync(f).size, 0))
