import manifest from '../package.json' with { type: 'json' }

export const SERVER_NAME = manifest.name
export const SERVER_VERSION = manifest.version
