import type { Check } from './checks.js'

/*
 * What the service clients take as a response's schema: the Standard Schema interface (v1,
 * `~standard.validate`), which every valibot schema has. The HTTP client calls it without
 * importing valibot, so the answers the first open reads (the recommended wallets, analytics'
 * config, the account's identity) are checked with the small checks of checks.ts and the open
 * loads no valibot (for the host's first chunk); the later answers keep their valibot schemas.
 */

/** One problem with a response, as Standard Schema reports it. */
type ResponseIssue = { readonly message: string }

/** What `~standard.validate` answers: the parsed value, or the problems. */
export type ResponseResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly ResponseIssue[] }

/** A response schema: a valibot schema, or one made with `responseSchema`. */
export type ResponseSchema<T> = {
  readonly '~standard': {
    readonly validate: (value: unknown) => ResponseResult<T> | Promise<ResponseResult<T>>
  }
}

/**
 * A response schema from a check and the reshaping of a value that passed it (the kept fields,
 * display-safe names, safe links). Problems read `path: message`, as the config's do.
 *
 * @example
 * const Config = responseSchema(object({ isAnalyticsEnabled: boolean }), (v: { isAnalyticsEnabled: boolean }) => v)
 * await Config['~standard'].validate({ isAnalyticsEnabled: true }) // { value: { isAnalyticsEnabled: true } }
 */
/* @__NO_SIDE_EFFECTS__ */
export function responseSchema<T>(check: Check, output: (value: never) => T): ResponseSchema<T> {
  return {
    '~standard': {
      validate(value) {
        const problems: string[] = []
        return check(value, '', problems)
          ? { value: output(value as never) }
          : { issues: problems.map((message) => ({ message })) }
      },
    },
  }
}
