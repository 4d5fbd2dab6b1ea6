import { PassThrough } from 'node:stream'
import type { Io } from '../../cli/call'
import { main } from '../../cli/main'

/** Everything a stream received, as text, read when the returned function is called. */
function collect(stream: PassThrough): () => string {
  let text = ''
  stream.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk
  })
  return () => text
}

/**
 * Runs the command line in this process, as `runCli` runs the built one: `stdin` fed, and the
 * environment given and nothing else (no key, no log level of the caller's). With `tty`, stdout
 * and stderr say they are a terminal.
 */
export async function runInProcess(
  args: readonly string[],
  options: { env?: Record<string, string>; stdin?: string; tty?: boolean } = {},
) {
  const [stdout, stderr, stdin] = [new PassThrough(), new PassThrough(), new PassThrough()]
  if (options.tty) for (const stream of [stdout, stderr]) Object.assign(stream, { isTTY: true })
  const [out, err] = [collect(stdout), collect(stderr)]
  stdin.end(options.stdin ?? '')
  const code = await main(args, { stdout, stderr, stdin, env: options.env ?? {} } as unknown as Io)
  return { code, stdout: out(), stderr: err() }
}
