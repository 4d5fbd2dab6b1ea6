import { SDK_VERSION } from 'w3data'
import { type Command, parseCommand } from './args'
import { type Io, runCall } from './call'
import { EXIT, type ExitCode, UsageError } from './exitCodes'
import { apiHelp, describe, listOperations, topHelp } from './help'
import { findApi, findTarget } from './lookup'
import { apiKeyArgument, errorOut, reportFailure } from './report'

/** The command line: parses `args`, runs the command, and answers with the exit code. */
export async function main(args: readonly string[], io: Io): Promise<ExitCode> {
  const err = errorOut(io.stderr, [apiKeyArgument(args), io.env.W3DATA_API_KEY])
  try {
    const command = parseCommand(args)
    if (command.kind === 'call') return await runCall(command.target, command.params, command.settings, io)
    io.stdout.write(`${textOf(command)}\n`)
    return EXIT.ok
  } catch (error) {
    const code = reportFailure(err, error, false)
    if (error instanceof UsageError) err(`Run ${helpCommand(args)} for help.`)
    return code
  }
}

function textOf(command: Exclude<Command, { kind: 'call' }>): string {
  switch (command.kind) {
    case 'version':
      return SDK_VERSION
    case 'list':
      return listOperations(command.words)
    case 'describe':
      return describe(command.target)
    case 'help': {
      const [api, operation, extra] = command.path
      if (extra !== undefined) throw new UsageError(`Unexpected argument: ${extra}`)
      if (api === undefined) return topHelp()
      if (operation === undefined) return apiHelp(findApi(api))
      return describe(findTarget(api, operation), true)
    }
  }
}

/** The help nearest to what the command named: the operation's, the API's, or the top one. */
function helpCommand(args: readonly string[]): string {
  const words = args.filter((arg) => !arg.startsWith('-'))
  const [api, operation] = words[0] === 'help' ? words.slice(1) : words
  const known = (find: () => unknown) => {
    try {
      find()
      return true
    } catch {
      return false
    }
  }
  if (api && operation && known(() => findTarget(api, operation))) return `w3data ${api} ${operation} --help`
  if (api && known(() => findApi(api))) return `w3data ${api} --help`
  return 'w3data --help'
}
