// What the tests use from core, beside what the package itself imports.
export {
  type Adapter,
  type AdapterDescriptor,
  connect,
  cookieBackend,
  createEngine,
  disconnect,
  memoryBackend,
  RequestAbortedError,
  start,
  TimeoutError,
  UserRejectedRequestError,
} from '@gangway/core'
export {
  createLogger,
  createStorage,
  delegateRequest,
  type Engine,
  internal,
  STORAGE_KEYS,
} from '@gangway/core/internal'
export { mainnet } from '@gangway/core/networks'

import type { Engine as TestEngine } from '@gangway/core/internal'
import { requestApproval as request, settleRequest as settle } from '@gangway/core/internal'

/** What a feature context gives the runtime for its approval step (core's, for `engine`). */
export const approvalsOf = (engine: TestEngine) => ({
  requestApproval: (args: Parameters<typeof request>[1]) => request(engine, args),
  settleApproval: (id: string, result: { ok: boolean; error?: unknown }) =>
    void settle(engine, id, result),
})
