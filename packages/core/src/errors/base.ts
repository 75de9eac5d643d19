/** Options every Gangway error accepts. */
export type BaseErrorParameters = {
  /** The error that caused this one; kept, never swallowed. */
  cause?: unknown
  /** Extra detail for logs (not for display). */
  details?: string
  /** Lines that follow the message when printed, e.g. what to do about it. */
  metaMessages?: string[]
  /** A numeric code where the domain has one (EIP-1193 / chain codes). */
  code?: number
}

/**
 * The one base class of every error Gangway throws. `shortMessage` is the spec's exact text;
 * `message` adds the meta messages and details for logs.
 *
 * @example
 * import { BaseError } from '@gangway/core'
 * try { await connect(engine, { connectorId }) } catch (e) {
 *   if (e instanceof BaseError) toast(e.shortMessage)
 * }
 */
export class BaseError extends Error {
  override name = 'GangwayError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly code: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const lines = [shortMessage]
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages)
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.code = parameters.code
  }

  /**
   * Walks the cause chain and returns the first error for which `fn` is true, or the deepest
   * cause when no `fn` is given.
   */
  walk(fn?: (err: unknown) => boolean): unknown {
    let current: unknown = this
    for (;;) {
      if (fn?.(current)) return current
      const next = current instanceof Error ? current.cause : undefined
      if (next === undefined) return fn ? null : current
      current = next
    }
  }
}
