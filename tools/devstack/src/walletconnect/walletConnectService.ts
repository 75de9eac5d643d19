import type { DevChainInfo } from '../chain/startDevChain.js'
import type { DevstackService } from '../cli/services.js'

/**
 * The devstack's `walletconnect` service: a local relay, the "Gangway Remote Wallet" (anvil #3)
 * and its HTTP control API, on the chains of the `chain` service (started alone, it runs its own
 * dev chains). State: `{ relayUrl, controlUrl, address }`.
 */
export const walletConnectService: DevstackService = {
  name: 'walletconnect',
  description: 'local WalletConnect relay + a scriptable remote wallet (anvil #3), HTTP control',
  async start(options, started) {
    // Loaded on use so `help` stays quick (WalletConnect's clients are heavy).
    const { startWalletConnectStack } = await import('./startWalletConnectStack.js')
    const chainState = started.get('chain')?.state as { chains?: DevChainInfo[] } | undefined
    let ownChain: { chains: DevChainInfo[]; stop(): Promise<void> } | undefined
    if (!chainState?.chains) {
      const { defaultDevChains, startDevChain } = await import('../chain/startDevChain.js')
      ownChain = await startDevChain({
        chains: defaultDevChains.map((chain, i) => ({
          ...chain,
          port: options.port === undefined ? undefined : options.port + i,
        })),
      })
    }
    const chains = chainState?.chains ?? ownChain!.chains
    try {
      // With the solana service up (it starts first under `up`), the wallet signs on it too.
      const solana = started.get('solana')?.state as
        | { rpcUrl: string; caipNetworkId: string }
        | undefined
      // With the bitcoin service up, it answers bip122 on the regtest ledger too.
      const bitcoin = started.get('bitcoin')?.state as
        | { esploraUrl: string; caipNetworkId: string }
        | undefined
      const stack = await startWalletConnectStack({
        chains,
        port: options.port,
        ...(solana ? { solana } : {}),
        ...(bitcoin ? { bitcoin } : {}),
      })
      const summary = [
        `walletconnect relay  ${stack.relayUrl}  (relayUrl for sign-client/AppKit; any projectId)`,
        `  remote wallet "Gangway Remote Wallet"  ${stack.address}  (anvil #3; chains ${chains.map((c) => c.chainId).join(', ')}; auto-approves)`,
        `  control API  ${stack.controlUrl}  POST /pair {uri}, /mode, /disconnect, /switch-chain {chainId}, /relay/restart, /bip122; GET /state`,
      ]
      if (ownChain) summary.push('  (no chain service: started its own dev chains)')
      return {
        state: {
          relayUrl: stack.relayUrl,
          controlUrl: stack.controlUrl,
          address: stack.address,
          ...(stack.solanaAddress ? { solanaAddress: stack.solanaAddress } : {}),
          ...(stack.bitcoinAddress ? { bitcoinAddress: stack.bitcoinAddress } : {}),
        },
        summary,
        async stop() {
          await stack.stop()
          await ownChain?.stop()
        },
      }
    } catch (error) {
      await ownChain?.stop()
      throw error
    }
  },
}
