import { BaseError, type BaseErrorParameters } from './base.js'
import { HttpRequestError } from './catalogue.js'

/*
 * The errors of a hosted service's answer that only the service clients raise (spec §7, §8).
 * In a module of their own, so a host bundles them with the code that throws them, not in its
 * first chunk. `@gangway/core` exports them with the rest of the catalogue.
 */

type P = BaseErrorParameters

/** HTTP 403, named by spec §8 (analytics: the 'Invalid App Configuration' alert). */
export class ForbiddenError extends HttpRequestError {
  override name = 'ForbiddenError'
  constructor(url: string, p: P = {}) {
    super(403, url, p)
  }
}

/** HTTP 503, named by spec §8. */
export class ServiceUnavailableError extends HttpRequestError {
  override name = 'ServiceUnavailableError'
  constructor(url: string, p: P = {}) {
    super(503, url, p)
  }
}

/** A service answered with a body that does not fit its schema. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(url: string, p: P = {}) {
    super('The service returned an unexpected response', { details: url, ...p })
  }
}
