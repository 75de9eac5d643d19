import {
  copyRequestParams,
  NamespaceNotConfiguredError,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '../internal/core.js'
import { walletRequest } from '../internal/errors.js'
import { classifyRpcMethod } from '../rpc/classifyRpcMethod.js'
import type { Eip1193Provider, EvmAdapterInternals } from '../types.js'

/** EIP-1193 code of a method the provider refuses. */
const UNAUTHORIZED = 4200

/**
 * The EIP-1193 provider a host gets from `useProvider('eip155')`, gated per spec §6: safe
 * (read-only) methods pass straight through, unsafe ones (signing, sending) wait for the
 * visitor's approval in ApproveTransaction first, wallet methods go to the wallet, anything
 * else is refused. Every request settles: with the wallet's answer or a typed error.
 */
export function createGatedProvider(
  internals: EvmAdapterInternals,
  connectorId: string,
): Eip1193Provider {
  const current = () => internals.findConnector(connectorId).then((c) => c.provider)
  // Listeners attach to the wallet once it is known; until then there is nothing to hear.
  const listen =
    (on: 'on' | 'removeListener') => (event: string, listener: (...args: never[]) => void) => {
      current().then(
        (provider) => provider[on]?.(event, listener),
        () => {},
      )
    }
  return {
    async request({ method, params: asked }) {
      const kind = classifyRpcMethod(method)
      if (kind === 'refused') {
        internals.ctx?.reportRefused(method)
        throw new RpcMethodNotAllowedError({ code: UNAUTHORIZED, details: method })
      }
      // Spec §6: one frozen plain-data copy is checked, shown and forwarded, so a toJSON, a
      // getter or a later mutation of the caller's object cannot change what the wallet gets.
      const params = kind === 'unsafe' ? copyRequestParams(asked) : asked
      // Spec §5 checks of batch calls (on the active chain); their code loads only when a batch is sent.
      if (method === 'wallet_sendCalls') {
        const rules: typeof import('../actions/onDemand.js') = await import(
          '../actions/onDemand.js'
        )
        const active = internals.ctx?.getActiveNetwork()?.id
        rules.validateSendCallsParams(params, {
          chainId: typeof active === 'number' ? active : undefined,
        })
      }
      if (kind !== 'unsafe') return walletRequest(await current(), method, params)
      const ctx = internals.ctx
      if (!ctx) throw new NamespaceNotConfiguredError('eip155')
      const id = `${connectorId}:${++internals.requestCount}`
      try {
        await ctx.requestApproval({ id, method, params, connectorId })
      } catch (err) {
        throw err instanceof UserRejectedRequestError
          ? err
          : new UserRejectedRequestError({ cause: err })
      }
      // Spec §4: every approved request ends in a success or an error event.
      try {
        const result = await walletRequest(await current(), method, params)
        ctx.settleApproval(id, { ok: true })
        return result
      } catch (error) {
        ctx.settleApproval(id, { ok: false, error })
        throw error
      }
    },
    on: listen('on'),
    removeListener: listen('removeListener'),
  }
}
