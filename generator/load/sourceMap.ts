import { yamlWithRanges } from './yamlWithRanges'

/** A place in a spec file. */
export interface Position {
  file: string
  line: number
  column: number
}

/** A path into a document: `['paths', '/chain/stats', 'get', 'parameters', 0]`. */
export type DocumentPath = readonly (string | number)[]

const keyOf = (path: DocumentPath) => path.join('\u0000')

/**
 * Where each key and list item of one file was written, by its path in the document. The file is
 * parsed for its source ranges only when a position is first asked for: a sound catalogue never
 * pays for them.
 */
export class FilePositions {
  #positions: Map<string, Position> | undefined

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  get(path: DocumentPath): Position | undefined {
    this.#positions ??= positionsOf(this.file, this.text)
    return this.#positions.get(keyOf(path))
  }
}

function positionsOf(file: string, text: string): Map<string, Position> {
  const { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } = yamlWithRanges()
  const positions = new Map<string, Position>()
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines })
  const record = (path: DocumentPath, offset: number | undefined) => {
    if (offset === undefined) return
    const { line, col } = lines.linePos(offset)
    positions.set(keyOf(path), { file, line, column: col })
  }
  const walk = (node: unknown, path: DocumentPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
        record([...path, key], isScalar(pair.key) ? pair.key.range?.[0] : undefined)
        walk(pair.value, [...path, key])
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        record([...path, index], isNode(item) ? item.range?.[0] : undefined)
        walk(item, [...path, index])
      })
    }
  }
  walk(document.contents, [])
  return positions
}

/**
 * Where each node of a folder's merged document was written. Part files merge at `paths`,
 * `components.schemas` and `components.parameters`, so a node has the same path in its own file
 * and in the merged document; the first file (in merge order) that has the path wrote it.
 */
export class SourceMap {
  readonly #files: FilePositions[] = []
  /** The file that wrote each merged entry (a path, a schema, a parameter), by its path. */
  readonly #writers = new Map<string, string>()

  /** `fallback`: the folder's index.yaml, for problems of the document as a whole. */
  constructor(private readonly fallback: Position) {}

  add(file: FilePositions): void {
    this.#files.push(file)
  }

  /** Records that `file` wrote the merged entry at `path`, when no file before it did. */
  wrote(path: DocumentPath, file: string): void {
    if (!this.#writers.has(keyOf(path))) this.#writers.set(keyOf(path), file)
  }

  /** The file that wrote the entry at `path`, known without placing anything in the file's text. */
  fileOf(path: DocumentPath): string {
    return this.#writers.get(keyOf(path)) ?? this.locate(path).file
  }

  /** The position of the node at `path`, else of its nearest ancestor that was written. */
  locate(path: DocumentPath): Position {
    for (let length = path.length; length > 0; length--) {
      const prefix = path.slice(0, length)
      for (const file of this.#files) {
        const position = file.get(prefix)
        if (position) return position
      }
    }
    return this.fallback
  }
}
