import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../constants/constants.js'
import type { Logger, LogLevel } from '../types.js'
import { utf8Length } from './utf8Length.js'

/** A level a line is written at (every `LogLevel` but 'silent'). */
export type LogLineLevel = Exclude<LogLevel, 'silent'>

/** Where log lines go besides the buffer; the default is the console. */
export type LogSink = (level: LogLineLevel, message: string, data: unknown) => void

/** Options of `createLogger`. */
export type CreateLoggerOptions = {
  /** Lines below this level are ignored. Spec §9: default 'error'. */
  level?: LogLevel
  /** Receives every line at or above the level. Defaults to `console.error`/`warn`/`info`/`debug`. */
  sink?: LogSink
  /** Buffer size in bytes (UTF-8). Spec §9: 1,024,000. */
  maxBytes?: number
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

const consoleSink: LogSink = (level, message, data) => {
  if (data === undefined) console[level](message)
  else console[level](message, data)
}

/** JSON of `data` that survives cycles, bigints and errors; never throws. */
function serialize(data: unknown): string {
  const seen = new WeakSet<object>()
  try {
    return (
      JSON.stringify(data, (_key, value: unknown) => {
        if (typeof value === 'bigint') return `${value}n`
        if (value instanceof Error) return { name: value.name, message: value.message }
        if (typeof value === 'object' && value !== null) {
          if (seen.has(value)) return '[Circular]'
          seen.add(value)
        }
        return value
      }) ?? String(data)
    )
  } catch {
    return '[Unserializable]'
  }
}

/**
 * Creates a logger that writes lines at or above `level` to a sink (the console by default) and
 * keeps them in a buffer for bug reports. The buffer holds at most 1,024,000 bytes of UTF-8
 * (spec §9); when full, the oldest lines are dropped. Logging never throws.
 *
 * @example
 * import { createLogger } from '@gangway/core/internal'
 * const logger = createLogger({ level: 'warn' })
 * logger.warn('wallet slow to answer', { connectorId: 'io.metamask' })
 * const report = logger.read()
 */
/* @__NO_SIDE_EFFECTS__ */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const level = options.level ?? DEFAULT_LOG_LEVEL
  const sink = options.sink ?? consoleSink
  const maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES
  const lines: { text: string; bytes: number }[] = []
  let head = 0
  let total = 0

  const write = (lineLevel: LogLineLevel, message: string, data: unknown) => {
    if (RANK[lineLevel] > RANK[level]) return
    try {
      sink(lineLevel, message, data)
    } catch {
      // A broken sink must not break the caller; the line still reaches the buffer.
    }
    try {
      let text = `${new Date().toISOString()} [${lineLevel}] ${message}`
      if (data !== undefined) text += ` ${serialize(data)}`
      let bytes = utf8Length(text)
      if (bytes > maxBytes) {
        // One UTF-16 unit is at most 3 UTF-8 bytes, so this cut always fits (… is 3 bytes).
        text = `${text.slice(0, Math.max(0, Math.floor(maxBytes / 3) - 1))}…`
        bytes = utf8Length(text)
      }
      lines.push({ text, bytes })
      total += bytes + 1 // the newline that joins it
      while (total - 1 > maxBytes && head < lines.length) {
        total -= (lines[head]?.bytes ?? 0) + 1
        head++
      }
      // Compact now and then so dropped lines are released.
      if (head > 1024 && head * 2 > lines.length) {
        lines.splice(0, head)
        head = 0
      }
    } catch {
      // Logging must never throw (e.g. a message whose toString throws).
    }
  }

  return {
    level,
    error: (message, data) => write('error', message, data),
    warn: (message, data) => write('warn', message, data),
    info: (message, data) => write('info', message, data),
    debug: (message, data) => write('debug', message, data),
    read: () =>
      lines
        .slice(head)
        .map((line) => line.text)
        .join('\n'),
  }
}
