import { RpcMethodNotAllowedError } from '@gangway/core'
import { copyRequestParams } from '../internal/core.js'
import { classifySolanaMethod } from '../rpc/classifySolanaMethod.js'
import type { SolanaAdapterInternals, SolanaProvider } from '../types.js'

/** EIP-1193's code for a refused method, which WalletConnect's solana namespace shares. */
const UNAUTHORIZED = 4200

/**
 * The provider a host gets from `useProvider('solana')`, in the WalletConnect solana
 * namespace's method shapes (`solana_signMessage { message: base58, pubkey }` → `{ signature }`,
 * `solana_signTransaction { transaction: base64 }` → `{ signature, transaction }`,
 * `solana_signAndSendTransaction { transaction, sendOptions }` → `{ signature }`,
 * `solana_getAccounts` → `[{ pubkey }]`), gated per spec §6: the sign and send methods wait for
 * the visitor's approval in ApproveTransaction; any other method is refused.
 */
export function createGatedProvider(
  internals: SolanaAdapterInternals,
  connectorId: string,
): SolanaProvider {
  return {
    async request({ method, params: asked }) {
      const kind = classifySolanaMethod(method)
      if (kind === 'refused') {
        internals.ctx?.reportRefused(method)
        throw new RpcMethodNotAllowedError({ code: UNAUTHORIZED, details: method })
      }
      const { provider: wallet } = await internals.findConnector(connectorId)
      if (kind === 'safe') return wallet.accounts().map((pubkey) => ({ pubkey }))
      // Spec §6: one frozen plain-data copy is checked, shown and forwarded.
      const params = copyRequestParams(asked)
      const m: typeof import('../actions/onDemand.js') = await import('../actions/onDemand.js')
      return m.handleUnsafe(internals, connectorId, wallet, method, params)
    },
  }
}
