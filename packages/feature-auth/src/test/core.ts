// What the tests use from core, beside what the package itself imports.
export { RequestAbortedError, TimeoutError } from '@gangway/core'
export { createLogger } from '@gangway/core/internal'
