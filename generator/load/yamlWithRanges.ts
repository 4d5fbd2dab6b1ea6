import { createRequire } from 'node:module'
import type * as Yaml from 'yaml'

let yaml: typeof Yaml | undefined

/**
 * The `yaml` package, which parses with source ranges, loaded on first use: only a catalogue with
 * a problem asks where something was written, so a sound run does without it.
 */
export function yamlWithRanges(): typeof Yaml {
  if (!yaml) {
    const loaded: typeof Yaml = createRequire(import.meta.url)('yaml')
    yaml = loaded
  }
  return yaml
}
