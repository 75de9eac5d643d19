import { ACTION_NOT_ALLOWED_DELAY_MS } from '../constants/constants.js'
import { engineTimeout } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { ACTION_NOT_ALLOWED } from '../errors/messages.js'
import { emitEvent } from '../events/emitEvent.js'
import { coreText } from '../i18n/coreText.js'
import { showToast } from '../toasts/showToast.js'
import type { ChainNamespace } from '../types.js'

/**
 * Reports a wallet request refused because its method is not in the known list (spec §6
 * "Others refused with 'Requested RPC call is not allowed'; UI shows 'Action not allowed' after
 * 300 ms"): emits WALLET_REQUEST_REFUSED at once and shows the error toast after
 * ACTION_NOT_ALLOWED_DELAY_MS. Adapters call it through `ctx.reportRefused`.
 *
 * @example
 * import { reportRefusedRequest } from '@gangway/core/internal'
 * reportRefusedRequest(engine, { namespace: 'eip155', method: 'eth_sign' })
 */
export function reportRefusedRequest(
  engine: Engine,
  params: { namespace: ChainNamespace; method: string },
): void {
  emitEvent(engine, 'WALLET_REQUEST_REFUSED', params)
  engineTimeout(
    engine,
    () =>
      showToast(engine, {
        variant: 'error',
        message: coreText(engine, 'toast.actionNotAllowed', ACTION_NOT_ALLOWED),
      }),
    ACTION_NOT_ALLOWED_DELAY_MS,
  )
}
