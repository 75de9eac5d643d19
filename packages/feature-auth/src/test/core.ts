// What the tests use from core, beside what the package itself imports.
export {
  createEngine,
  memoryBackend,
  RequestAbortedError,
  TimeoutError,
  UserRejectedRequestError,
} from '@gangway/core'
export {
  createLogger,
  delegateRequest,
  type Engine,
  internal,
  STORAGE_KEYS,
} from '@gangway/core/internal'
export { mainnet } from '@gangway/core/networks'
