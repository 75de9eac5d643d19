import { NoNameAccountError } from '../errors.js'
import type { Engine } from '../internal/core.js'

/** The connected EVM account a name is registered for, with its connector and chain. */
export type NameAccount = { address: string; connectorId: string; chainId: number }

/** The connected EVM account, or `undefined` while none is. */
export function currentNameAccount(engine: Engine): NameAccount | undefined {
  const account = engine.$accounts.get().eip155
  const connectorId = engine.$connections.get().eip155?.connectorId
  const network = engine.$activeNetwork.get()
  if (account?.status !== 'connected' || !account.address || !connectorId) return undefined
  if (network?.chainNamespace !== 'eip155') return undefined
  return { address: account.address, connectorId, chainId: Number(network.id) }
}

/** The connected EVM account; throws 'Address or auth connector not found' without one. */
export function requireNameAccount(engine: Engine): NameAccount {
  const account = currentNameAccount(engine)
  if (!account) throw new NoNameAccountError()
  return account
}
