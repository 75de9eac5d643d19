import { getAccount, updateAccount } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import type { AccountType, ChainNamespace } from '../types.js'

/**
 * Records the account type in use on `namespace` (spec §3 account state `preferredAccountTypes`):
 * the embedded wallet's feature says which of its accounts is connected, smart account or EOA.
 * A fresh account state starts with the family's default (eip155: smartAccount); a disconnect
 * returns to it. Nothing happens for a namespace the config leaves out.
 */
export function setAccountType(engine: Engine, namespace: ChainNamespace, type: AccountType): void {
  if (!engine.namespaces.includes(namespace)) return
  const { preferredAccountTypes } = getAccount(engine, namespace)
  if (preferredAccountTypes[namespace] === type) return
  updateAccount(engine, namespace, {
    preferredAccountTypes: { ...preferredAccountTypes, [namespace]: type },
  })
}

/**
 * Whether the connected account of `namespace` is a smart account: the embedded wallet's
 * (connector type `'AUTH'`) with the smartAccount type in use. Spec §5 "Insufficient gas: …
 * smart accounts exempt": Send and Swap skip the gas rule for it. A browser or remote wallet is
 * an EOA here, whatever the family's default preference says.
 */
export function isSmartAccount(engine: Engine, namespace: ChainNamespace): boolean {
  const account = getAccount(engine, namespace)
  return (
    account.status === 'connected' &&
    account.connectedWalletInfo?.type === 'AUTH' &&
    account.preferredAccountTypes[namespace] === 'smartAccount'
  )
}
