export type { ConfigDefinition } from './ConfigRegistry'
export { ConfigRegistry, isSecretConfigKey } from './ConfigRegistry'
