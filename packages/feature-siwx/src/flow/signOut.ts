import { SIWX_EVENTS } from '../events.js'
import { type CaipNetworkId, type Engine, emitEvent } from '../internal/core.js'
import type { SiwxRuntime } from '../state.js'

/**
 * Signs an account out: deletes its sessions on every configured network of `namespace` (each
 * exactly that network and that address) and tells the host (`SIWX_SIGNED_OUT`).
 */
export async function signOut(
  engine: Engine,
  runtime: SiwxRuntime,
  params: { namespace: string; address: string },
): Promise<void> {
  const chainIds = engine.config.networks
    .filter((n) => n.chainNamespace === params.namespace)
    .map((n) => n.caipNetworkId as CaipNetworkId)
  await Promise.all(chainIds.map((chainId) => runtime.storage.delete(chainId, params.address)))
  runtime.$session.set(undefined)
  emitEvent(engine, SIWX_EVENTS.signedOut, { address: params.address, chainIds })
}
