import type { Address } from 'viem'
import { bitcoinTestAccounts } from '../bitcoin/regtestKeys.js'
import { solanaKeypairs } from '../solana/solanaAccounts.js'
import { createBitcoinRemoteSigner } from './createBitcoinRemoteSigner.js'
import type { RemoteWalletChain } from './createRemoteWallet.js'
import { createRemoteWallet, type RemoteWallet } from './createRemoteWallet.js'
import { createSolanaRemoteSigner } from './createSolanaRemoteSigner.js'
import { startControlServer } from './startControlServer.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

export type StartWalletConnectStackParameters = {
  /** The chains the wallet signs on, e.g. the dev chain's `chains` (extra fields are ignored). */
  chains: readonly RemoteWalletChain[]
  /** With a base port: the relay listens on `port + 20`, the control API on `port + 21`. */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
  /** anvil account of the wallet; default 3 (the injected test wallet uses #1/#2). */
  accountIndex?: number
  /** Default 'Gangway Remote Wallet'. */
  name?: string
  /**
   * The local Solana chain: the wallet then also signs in the solana namespace with Solana
   * account #3 (`solanaKeypairs[3]`; the injected Solana wallet uses #1/#2).
   */
  solana?: { rpcUrl: string; caipNetworkId: string }
  /**
   * The Bitcoin regtest ledger: the wallet then also answers the bip122 namespace with the
   * regtest keys of account #3 (`bitcoinTestAccounts[3]`; the injected wallet uses #0/#1).
   */
  bitcoin?: { esploraUrl: string; caipNetworkId: string }
}

export type StartWalletConnectStackReturnType = {
  /** `ws://…`: pass as the dapp's `relayUrl` (any projectId). */
  relayUrl: string
  /** `http://…`: the control API (see `startControlServer`). */
  controlUrl: string
  /** The wallet's account. */
  address: Address
  /** The wallet's Solana account (base58), when it has the Solana chain. */
  solanaAddress?: string
  /** The wallet's Bitcoin payment address, when it has the regtest chain. */
  bitcoinAddress?: string
  relay: StartRelayReturnType
  wallet: RemoteWallet
  /** Stops the control API, the wallet and the relay. */
  stop(): Promise<void>
}

/** Offsets from the devstack's base port (chain +0/+1, services +10). */
export const walletConnectPortOffsets = { relay: 20, control: 21 } as const

/**
 * Starts the local WalletConnect stack: a relay, ONE remote wallet on it ("Gangway Remote
 * Wallet", anvil account #3, auto-approving) and its HTTP control API. The devstack's
 * `walletconnect` service runs this; e2e global setup can call it directly.
 *
 * @example
 * import { startDevChain, startWalletConnectStack } from '@gangway/devstack'
 * const devChain = await startDevChain()
 * const wc = await startWalletConnectStack({ chains: devChain.chains })
 * // dapp: relayUrl = wc.relayUrl; test: POST `${wc.controlUrl}/pair` { uri }
 * await wc.stop()
 */
export async function startWalletConnectStack(
  parameters: StartWalletConnectStackParameters,
): Promise<StartWalletConnectStackReturnType> {
  const { port, host = '127.0.0.1' } = parameters
  const relay = await startRelay({
    host,
    port: port === undefined ? undefined : port + walletConnectPortOffsets.relay,
  })
  let wallet: RemoteWallet | undefined
  const solana =
    parameters.solana &&
    createSolanaRemoteSigner({
      secretKey: solanaKeypairs[3]!.secretKey,
      rpcUrl: parameters.solana.rpcUrl,
      chains: [parameters.solana.caipNetworkId],
    })
  const bip122 =
    parameters.bitcoin &&
    createBitcoinRemoteSigner({
      account: bitcoinTestAccounts[3]!,
      esploraUrl: parameters.bitcoin.esploraUrl,
      chains: [parameters.bitcoin.caipNetworkId],
    })
  try {
    wallet = await createRemoteWallet({
      ...(solana ? { solana } : {}),
      ...(bip122 ? { bip122 } : {}),
      relayUrl: relay.url,
      chains: parameters.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      accountIndex: parameters.accountIndex ?? 3,
      name: parameters.name ?? 'Gangway Remote Wallet',
    })
    const control = await startControlServer({
      wallet,
      relay,
      ...(solana ? { solana } : {}),
      ...(bip122 ? { bip122 } : {}),
      host,
      port: port === undefined ? undefined : port + walletConnectPortOffsets.control,
    })
    const running = wallet
    return {
      relayUrl: relay.url,
      controlUrl: control.url,
      address: running.address,
      ...(solana ? { solanaAddress: solana.address } : {}),
      ...(bip122 ? { bitcoinAddress: bip122.address } : {}),
      relay,
      wallet: running,
      async stop() {
        await control.stop()
        await running.stop()
        await relay.stop()
      },
    }
  } catch (error) {
    await wallet?.stop()
    await relay.stop()
    throw error
  }
}
