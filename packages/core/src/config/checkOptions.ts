import { ConfigError } from '../errors/catalogue.js'
import { type Check, object } from '../validation/checks.js'

/**
 * Checks the options a factory was called with (a feature's, an adapter's, `walletConnect`'s)
 * when the factory runs, so a mistake shows where it was made, not later in a view: every
 * option's type and shape, and keys the factory does not know (with a "did you mean"). No
 * options (`undefined`) reads as `{}`, so a missing required option is named.
 *
 * @param factory - the factory's name, the first word of every line (`'authFeature'`).
 * @param options - what the host passed.
 * @param entries - one check per option (core's checks: `optional(string)`…).
 * @throws ConfigError with one `factory: path: problem` line per problem, e.g.
 * `onrampFeature: providers: Expected array of providers received "coinbase"`.
 * @example
 * import { checkOptions, optional, boolean } from '@gangway/core/internal'
 * checkOptions('historyFeature', options, { pendingTransactionsWatch: optional(boolean) })
 */
export function checkOptions(
  factory: string,
  options: unknown,
  entries: Record<string, Check>,
): void {
  const problems: string[] = []
  if (!object(entries, true)(options ?? {}, '', problems)) {
    throw new ConfigError(problems.map((line) => `${factory}: ${line}`))
  }
}
