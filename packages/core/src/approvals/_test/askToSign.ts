import type { Engine } from '../../engine/types.js'
import { type RequestApprovalParameters, requestApproval } from '../requestApproval.js'

/**
 * The approval tests' request: an eip155 `personal_sign` with no params and the id `id`, put up
 * for approval (`more` adds a connector or overrides a field).
 */
export function askToSign(
  engine: Engine,
  id: string,
  more: Partial<RequestApprovalParameters> = {},
): Promise<void> {
  return requestApproval(engine, {
    namespace: 'eip155',
    method: 'personal_sign',
    params: [],
    id,
    ...more,
  })
}
