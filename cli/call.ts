import { CoreErrorCode, isW3DataError } from 'w3data'
import type { Settings } from './args'
import { outputColumns } from './columns'
import { connect } from './connect'
import { connectionFlags, continueCommand, outputFile } from './continueCommand'
import { EXIT, type ExitCode, UsageError } from './exitCodes'
import { exportAll } from './exportAll'
import { type LineOutcome, runInput } from './inputRunner'
import { watchInterrupt } from './interrupt'
import { operationOn, type ResultView, viewOf } from './invoke'
import { openLines } from './lines'
import { findTarget, type Target } from './lookup'
import { observe } from './observe'
import { type ItemWriter, itemWriter, type Sink, streamSink, writeValue } from './output'
import { paramFlags } from './paramFlags'
import { loadParquetWriter, parquetItemWriter } from './parquet'
import { createProgress } from './progress'
import { type ErrorOut, errorOut, reportFailure } from './report'
import { type CarriedOptions, decodeResume, encodeResume, type ResumePoint } from './resume'

export interface Io {
  stdout: NodeJS.WriteStream
  stderr: NodeJS.WriteStream
  stdin: NodeJS.ReadableStream
  env: NodeJS.ProcessEnv
}

interface Run {
  target: Target
  params: Record<string, unknown>
  settings: Settings
  io: Io
  sink: Sink
  err: ErrorOut
  connection: Awaited<ReturnType<typeof connect>>
  /** hyparquet-writer, loaded before the first request when the output is Parquet. */
  parquet: Awaited<ReturnType<typeof loadParquetWriter>> | undefined
}

/** `w3data <api> <operation> …` and `w3data --resume <token>`: one call, an export, or an input file. */
export async function runCall(
  given: Target | undefined,
  givenParams: Record<string, unknown>,
  settings: Settings,
  io: Io,
): Promise<ExitCode> {
  const { target, params, from } = resolveResume(given, givenParams, settings.resume)
  checkCombination(target, settings, from !== undefined)
  if (settings.format === 'parquet' && io.stdout.isTTY)
    throw new UsageError('--format parquet writes a binary file: send it to one (> items.parquet)')
  // A missing optional package is said before any compute unit is spent.
  const parquet = settings.format === 'parquet' ? await loadParquetWriter() : undefined
  const connection = await connect(settings, io.env)
  const run: Run = {
    target,
    params,
    settings,
    io,
    sink: streamSink(io.stdout),
    // The user's key too: with a mock it is not the one in use, and still never printed.
    err: errorOut(io.stderr, [connection.apiKey, settings.apiKey, io.env.W3DATA_API_KEY]),
    connection,
    parquet,
  }
  try {
    if (settings.input !== undefined) return await inputRun(run)
    if (settings.all || from) return await exportRun(run, from)
    return await singleRun(run)
  } finally {
    await connection.close()
  }
}

function resolveResume(
  target: Target | undefined,
  params: Record<string, unknown>,
  token: string | undefined,
) {
  if (token === undefined) {
    if (!target) throw new UsageError('Name an API and an operation: w3data <api> <operation> [flags]')
    return { target, params, from: undefined }
  }
  const from = decodeResume(token)
  const resumed = findTarget(from.api, from.operation)
  if (target && target.operation !== resumed.operation)
    throw new UsageError(
      `The --resume token continues ${from.api} ${from.operation}, not ${target.catalogue.api} ${target.operation.id}`,
    )
  if (Object.keys(params).length > 0)
    throw new UsageError('--resume continues with the parameters it holds: leave out parameter flags')
  return { target: resumed, params: from.params, from }
}

function checkCombination({ catalogue, operation }: Target, settings: Settings, resuming: boolean): void {
  if (settings.mock && settings.mockUrl) throw new UsageError('Use --mock or --mock-url, not both')
  if (settings.input !== undefined && (settings.all || resuming))
    throw new UsageError('--input runs one call per line: it does not combine with --all or --resume')
  if ((settings.all || resuming) && !operation.paging)
    throw new UsageError(`${catalogue.api} ${operation.id} has no paging: --all applies to paged operations`)
  const paging = settings.maxItems !== undefined || settings.maxPages !== undefined
  if (paging && !settings.all && !resuming) throw new UsageError('--max-items and --max-pages go with --all')
}

/**
 * With `labelled`, items come as `{ line, item }` (--input) and CSV starts with a `line` column;
 * `continuing` an output that has its CSV header already, it writes none.
 */
function writerFor(run: Run, labelled = false, continuing = false): ItemWriter {
  const { target, settings, sink, io } = run
  const columns = outputColumns(target, settings.format, settings.raw, labelled)
  if (settings.format === 'parquet')
    return parquetItemWriter(run.parquet as NonNullable<Run['parquet']>, sink, columns)
  return itemWriter(settings.format, sink, { columns, pretty: io.stdout.isTTY === true, header: !continuing })
}

/** One call with its own request counter, seen as printed; a failure says whether anything was sent. */
async function callOnce(run: Run, params: Record<string, unknown>): Promise<LineOutcome> {
  const { target, settings } = run
  const { client, state } = observe(run.connection.client, settings.raw)
  try {
    const result = await operationOn(client, target)(params)
    const rawBody = settings.raw ? parseBody(await state.lastBody) : undefined
    return { ok: true, value: viewOf(target, result, settings.raw, rawBody) }
  } catch (error) {
    return { ok: false, error, sent: state.sent > 0 }
  }
}

const parseBody = (text: string | undefined) => (text ? JSON.parse(text) : null)

/**
 * A failure of the command's call: the library names a missing parameter (`Param address is
 * required`), and the command line adds the flag that gives it.
 */
function reportCallFailure(run: Run, error: unknown, sent: boolean): ExitCode {
  const code = reportFailure(run.err, error, sent)
  const missing =
    isW3DataError(error) && error.code === CoreErrorCode.INVALID_ARGUMENT ? error.details?.param : undefined
  const { catalogue, operation } = run.target
  const flag = paramFlags(catalogue, operation).find(
    (each) => missing !== undefined && each.param.name === missing,
  )
  if (flag) run.err(`Give it with --${flag.names[0]}.`)
  return code
}

async function singleRun(run: Run): Promise<ExitCode> {
  const outcome = await callOnce(run, run.params)
  if (!outcome.ok) return reportCallFailure(run, outcome.error, outcome.sent)
  const view = outcome.value as ResultView
  if (run.settings.format === 'json') await writeValue(run.sink, view.value, run.io.stdout.isTTY === true)
  else {
    const writer = writerFor(run)
    await writer.write(view.items)
    await writer.close()
  }
  return EXIT.ok
}

async function exportRun(run: Run, resumed: ResumePoint | undefined): Promise<ExitCode> {
  const { target, params, settings } = run
  const options = carriedOptions(settings)
  const from: ResumePoint = resumed
    ? { ...resumed, options }
    : {
        api: target.catalogue.api,
        operation: target.operation.id,
        params,
        options,
        position: {},
        skip: 0,
        items: 0,
        pages: 0,
      }
  const { client, state } = observe(run.connection.client, false)
  // The output a CSV run stopped in has its header when it holds an item (a run that wrote none
  // wrote no header either); a resume in another format starts an output of its own.
  const writer = writerFor(run, false, from.items > 0 && resumed?.options?.format === settings.format)
  const interrupt = watchInterrupt(run.io.stderr, 'the current page')
  try {
    const end = await exportAll({
      target,
      invoke: operationOn(client, target),
      from,
      raw: settings.raw,
      maxItems: settings.maxItems,
      maxPages: settings.maxPages,
      writer,
      progress: createProgress(run.io.stderr, from.items, { budget: run.connection.budget }),
      stopRequested: interrupt.requested,
    })
    // A run that stops before any item prints nothing (an empty list would read as a true answer),
    // and its continuation starts the output afresh.
    if (end.kind === 'done' || end.at.items > from.items) await writer.close()
    const moved = end.at.pages > from.pages || end.at.items > from.items
    if (end.kind === 'done') return EXIT.ok
    if (end.kind === 'failed') {
      const code = reportCallFailure(run, end.error, state.sent > 0)
      if (moved) printResume(run, end.at, 'Stopped by the error above')
      return code
    }
    printResume(run, end.at, 'Stopped')
    return interrupt.requested() ? EXIT.interrupted : EXIT.ok
  } finally {
    interrupt.dispose()
  }
}

/** The output the printed `w3data --resume <token>` goes on with; never the key or the connection. */
function carriedOptions(settings: Settings): CarriedOptions {
  return { format: settings.format, ...(settings.raw && { raw: true }) }
}

/** This run's connection, printed after the token: in sight on the command line, never inside it. */
/**
 * The stop line counts the items written and the pages they came from: the pages read whole, and
 * the page a stop inside a page (--max-items) left part-written, which the token reads again.
 */
function printResume({ err, settings, io }: Run, at: ResumePoint, why: string): void {
  const pages = at.pages + (at.skip > 0 ? 1 : 0)
  // The connection is this run's, given after the token (a token names no connection).
  const resume = `${encodeResume(at)}${connectionFlags(settings)}`
  const command = continueCommand(resume, settings.format, io.env, outputFile(io.stdout))
  err(
    `${why} after ${counted(at.items, 'item')} from ${counted(pages, 'page')}. Continue with:\n  ${command}`,
  )
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

async function inputRun(run: Run): Promise<ExitCode> {
  const { params: shared, settings, err } = run
  const writer = writerFor(run, true)
  const interrupt = watchInterrupt(run.io.stderr, 'the calls in flight')
  const progress = createProgress(run.io.stderr, 0, { noun: 'lines', budget: run.connection.budget })
  let linesDone = 0
  try {
    const counts = await runInput({
      lines: await openLines(settings.input as string, run.io.stdin),
      concurrency: settings.concurrency,
      call: (line) => callOnce(run, { ...shared, ...line }),
      emit: async (line, view) => {
        progress.update({ items: ++linesDone, total: undefined })
        const { value, items } = view as ResultView
        if (settings.format === 'json') await writeValue(run.sink, { line, result: value }, false)
        else await writer.write(items.map((item) => ({ line, item })))
      },
      fail: (line, error, sent) => reportFailure(err, error, sent, `line ${line}: `),
      stopRequested: interrupt.requested,
      maxRetryAfter: run.connection.client.options.maxRetryAfter,
    })
    progress.done()
    if (settings.format !== 'json') await writer.close()
    if (interrupt.requested()) return EXIT.interrupted
    return counts.failed > 0 ? EXIT.failed : counts.refused > 0 ? EXIT.usage : EXIT.ok
  } finally {
    interrupt.dispose()
  }
}
