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

/** Where the error pages live: `docs/errors/<name>.md` of the repository. */
const DOCS_URL = 'https://github.com/gangway-dev/gangway/blob/main/docs'

/**
 * The one base class of every error Gangway throws. `shortMessage` is the text a visitor may
 * see; `message` adds the meta messages, the error's page (`Docs:`) and the details for logs.
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
    // No message here: `message` is read from the prototype (below), once the subclass has set
    // its `name` (a class field, set after this constructor), so its Docs line names the page.
    super(undefined, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.code = parameters.code
  }

  /**
   * The error's page in Gangway's docs, `/errors/<name>` (e.g. `/errors/ConfigError`): what it
   * means, when it is thrown and what to do. `message` prints it as its `Docs:` line.
   */
  get docsPath(): string {
    return `/errors/${this.name}`
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

// `message`: the short message, the meta messages, then the page and the details.
Object.defineProperty(BaseError.prototype, 'message', {
  get(this: BaseError) {
    const { shortMessage, metaMessages, details, docsPath } = this
    return [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      '',
      `Docs: ${DOCS_URL}${docsPath}.md`,
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
    ].join('\n')
  },
})
