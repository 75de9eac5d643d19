import type { Eip1193Provider, EvmAdapterInternals } from '../types.js'

/**
 * The EIP-1193 provider a host gets from `useProvider('eip155')`, gated per spec §6 (see
 * `gatedRequest`): safe (read-only) methods pass straight through, unsafe ones (signing, sending)
 * wait for the visitor's approval in ApproveTransaction first, wallet methods go to the wallet,
 * anything else is refused. Every request settles: with the wallet's answer or a typed error.
 * The gate's code is in the adapter's on-demand chunk, loaded by the first request (for the host's first chunk).
 */
export function createGatedProvider(
  internals: EvmAdapterInternals,
  connectorId: string,
): Eip1193Provider {
  // Listeners attach to the wallet once it is known; until then there is nothing to hear.
  const listen =
    (on: 'on' | 'removeListener') => (event: string, listener: (...args: never[]) => void) => {
      internals.findConnector(connectorId).then(
        (c) => c.provider[on]?.(event, listener),
        () => {},
      )
    }
  return {
    request: async (args) =>
      (await import('../actions/onDemand.js')).gatedRequest(internals, connectorId, args),
    on: listen('on'),
    removeListener: listen('removeListener'),
  }
}
