export type { CreateLoggerOptions, Logger, LogLevel, LogMethod, LogSink } from './Logger'
export {
  createLogger,
  DEFAULT_LOG_LEVEL,
  isLogLevel,
  LOG_LEVEL_ENV,
  LOG_LEVELS,
  REDACTED_HEADERS,
  resolveLogLevel,
  validateLogLevel,
} from './Logger'
