import { defineNetwork } from '@gangway/core'
import { createSolanaTestWallet, registerStandardWallet } from '@gangway/devstack'
import type { Wallet } from '@wallet-standard/base'
import { inject } from 'vitest'

/** The local chain as a custom Solana network (its own RPC URL, a local one). */
export function localNetwork() {
  const chain = inject('solanaChain')
  return defineNetwork({
    id: chain.caipNetworkId.split(':')[1]!,
    caipNetworkId: chain.caipNetworkId as `solana:${string}`,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
  })
}

/** Flips the local chain's fault switches over its control URL. */
export async function setFaults(faults: Record<string, boolean>) {
  await fetch(inject('solanaChain').controlUrl, {
    method: 'POST',
    body: JSON.stringify({ faults }),
  })
}

/**
 * A Solana test wallet over the shared chain's accounts #1 and #2, registered with the page's
 * Wallet Standard registry; `unregister` removes it. `storage` keeps its authorization.
 */
export function setupWallet(
  options: { name?: string; versioned?: boolean; storage?: { value: string | null } } = {},
) {
  const chain = inject('solanaChain')
  const store = options.storage ?? { value: null }
  const wallet = createSolanaTestWallet({
    accounts: [chain.accounts[1]!.secretKey, chain.accounts[2]!.secretKey],
    rpcUrl: chain.rpcUrl,
    name: options.name,
    versioned: options.versioned,
    storage: { get: () => store.value, set: (v) => (store.value = v) },
  })
  const register = () => registerStandardWallet(window, wallet.wallet as unknown as Wallet)
  return { ...wallet, register, storage: store }
}
