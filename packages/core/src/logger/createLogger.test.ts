import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOG_BUFFER_BYTES } from '../constants/constants.js'
import { createLogger, type LogSink } from './createLogger.js'
import { utf8Length } from './utf8Length.js'

const silentSink: LogSink = () => {}

describe('createLogger', () => {
  afterEach(() => vi.restoreAllMocks())

  it('defaults to level error (spec §9 "default log level error")', () => {
    const sink = vi.fn<LogSink>()
    const logger = createLogger({ sink })
    expect(logger.level).toBe('error')
    logger.warn('not shown')
    logger.info('not shown')
    logger.debug('not shown')
    logger.error('shown', { code: 1 })
    expect(sink).toHaveBeenCalledTimes(1)
    expect(sink).toHaveBeenCalledWith('error', 'shown', { code: 1 })
    expect(logger.read()).toMatch(/\[error\] shown \{"code":1\}$/)
    expect(logger.read()).not.toContain('not shown')
  })

  it('keeps every line at or above the level, in order', () => {
    const logger = createLogger({ level: 'info', sink: silentSink })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    const lines = logger.read().split('\n')
    expect(lines.map((l) => l.replace(/^\S+ /, ''))).toEqual(['[info] i', '[warn] w', '[error] e'])
  })

  it('silent writes nothing anywhere', () => {
    const sink = vi.fn<LogSink>()
    const logger = createLogger({ level: 'silent', sink })
    logger.error('x')
    expect(sink).not.toHaveBeenCalled()
    expect(logger.read()).toBe('')
  })

  it('writes to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logger = createLogger({ level: 'warn' })
    logger.error('boom', 1)
    logger.warn('careful')
    expect(error).toHaveBeenCalledWith('boom', 1)
    expect(warn).toHaveBeenCalledWith('careful')
  })

  it('never throws: circular data, bigint, errors, a throwing sink', () => {
    const logger = createLogger({
      level: 'debug',
      sink: () => {
        throw new Error('sink down')
      },
    })
    const circular: Record<string, unknown> = { a: 1 }
    circular.self = circular
    expect(() => logger.error('circular', circular)).not.toThrow()
    expect(() => logger.info('big', { v: 10n, err: new Error('nope') })).not.toThrow()
    const hostile = {
      toJSON() {
        throw new Error('no')
      },
    }
    expect(() => logger.debug('hostile', hostile)).not.toThrow()
    const read = logger.read()
    expect(read).toContain('circular {"a":1,"self":"[Circular]"}')
    expect(read).toContain('big {"v":"10n","err":{"name":"Error","message":"nope"}}')
    expect(read).toContain('hostile [Unserializable]')
  })

  it('bounds the buffer at 1,024,000 bytes and drops the oldest lines first (spec §9)', () => {
    const logger = createLogger({ sink: silentSink })
    const chunk = 'x'.repeat(100_000)
    for (let i = 0; i < 12; i++) logger.error(`line-${i} ${chunk}`)
    const read = logger.read()
    expect(utf8Length(read)).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(read).not.toContain('line-0 ')
    expect(read).not.toContain('line-1 ')
    expect(read).toContain('line-11 ')
    // ten 100 KB lines fit, so exactly the two oldest went
    expect(read.split('\n')).toHaveLength(10)
    expect(read.split('\n')[0]).toContain('line-2 ')
  })

  it('measures the buffer in UTF-8 bytes, not characters', () => {
    const logger = createLogger({ sink: silentSink, maxBytes: 200 })
    const euro = '€'.repeat(30) // 90 bytes, 30 characters
    logger.error(`a${euro}`)
    logger.error(`b${euro}`)
    // Two lines are ~2 × (24 timestamp + 8 level + 91) bytes > 200: only the newest stays.
    expect(logger.read()).not.toContain('a€')
    expect(logger.read()).toContain('b€')
    expect(utf8Length(logger.read())).toBeLessThanOrEqual(200)
  })

  it('truncates a single line larger than the whole buffer instead of dropping it', () => {
    const logger = createLogger({ sink: silentSink, maxBytes: 100 })
    logger.error('y'.repeat(1000))
    const read = logger.read()
    expect(read.endsWith('…')).toBe(true)
    expect(utf8Length(read)).toBeLessThanOrEqual(100)
  })

  it('two loggers do not share a buffer (no singletons)', () => {
    const a = createLogger({ sink: silentSink })
    const b = createLogger({ sink: silentSink })
    a.error('only in a')
    expect(b.read()).toBe('')
  })
})

describe('utf8Length', () => {
  it.each(['', 'abc', 'é', '€', '😀', 'a😀€é', '\ud800', '\udc00x'])(
    'matches TextEncoder for %j',
    (s) => {
      expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length)
    },
  )
})
