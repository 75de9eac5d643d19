import {
  type AccountEntry,
  type AdapterDescriptor,
  ChainNotSupportedError,
  formatUnits,
  type Network,
  NoRpcUrlError,
} from '@gangway/core'
import * as v from 'valibot'
import { watchWallets } from './discovery/watchWallets.js'
import {
  array,
  CaipNetworkIdSchema,
  checkOptions,
  createWalletConnections,
  durationMs,
  optional,
  record,
  requestTextInEnglish,
  UrlSchema,
} from './internal/core.js'
import { SolanaRpcError } from './internal/errors.js'
import { isSolanaCluster, normalizeSolanaChainId } from './networks/walletChain.js'
import { createGatedProvider } from './provider/createGatedProvider.js'
import { solanaRpc } from './rpc/solanaRpc.js'
import type {
  SolanaAdapter,
  SolanaAdapterInternals,
  SolanaAdapterOptions,
  SolanaConnector,
} from './types.js'
import { SOLANA_WALLETCONNECT } from './walletconnect/namespace.js'

/** Signing and sending (no web3.js), one chunk loaded on first use. */
const onDemand = () => import('./actions/onDemand.js')
/** Building transfers and legacy wallets' web3.js objects: the web3.js chunk, on first use. */
const web3 = () => import('./actions/web3.js')

const BalanceSchema = v.object({ value: v.pipe(v.number(), v.integer(), v.minValue(0)) })
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

// Wallet answers are untrusted: anything that is not a base58 address is left out.
const addressesOf = (addresses: readonly unknown[]): string[] =>
  addresses.filter((a): a is string => typeof a === 'string' && BASE58_ADDRESS.test(a))

const toEntries = (addresses: readonly string[]): AccountEntry[] =>
  addresses.map((address) => ({ address, type: 'eoa' }))

/**
 * The Gangway adapter for Solana wallets (namespace `solana`): Wallet Standard wallets and the
 * legacy injected provider, balances in SOL, message signing, transactions and SOL / SPL
 * transfers through @solana/web3.js 1.x, loaded only on first use. Returns a descriptor: each
 * engine it is passed to creates its own instance.
 *
 * @param options - RPC URL overrides and the confirmation bound
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 * @throws ConfigError when an option is wrong, e.g. `solanaAdapter: confirmTimeoutMs: Expected
 * number received "25s"`.
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { solana, solanaDevnet } from '@gangway/core/networks'
 * import { solanaAdapter } from '@gangway/adapter-solana'
 *
 * const modal = createModal({ projectId, networks: [solana, solanaDevnet], adapters: [solanaAdapter()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function solanaAdapter(
  options: SolanaAdapterOptions = {},
): AdapterDescriptor<SolanaAdapter> {
  checkOptions('solanaAdapter', options, {
    rpcUrls: optional(record(array(UrlSchema), CaipNetworkIdSchema)),
    confirmTimeoutMs: optional(durationMs),
  })
  return { namespace: 'solana', create: () => createSolanaAdapter(options) }
}

/**
 * One Solana adapter instance: its own discovery and connections. Engines call it through
 * `solanaAdapter(options).create()`; tests call it directly.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const internals: SolanaAdapterInternals = {
    options,
    ctx: undefined,
    requestCount: 0,
    // Option overrides first; a custom network (a local validator, a private cluster) is read
    // through its own URL; Solana's clusters through core's resolution (host config, else the
    // hosted RPC, spec §7).
    rpcUrl(network) {
      if (network.chainNamespace !== 'solana') throw new ChainNotSupportedError()
      const url =
        options.rpcUrls?.[network.caipNetworkId]?.[0] ??
        (isSolanaCluster(network) ? internals.ctx?.getRpcUrls(network)[0] : undefined) ??
        network.rpcUrls.default.http[0]
      if (!url) throw new NoRpcUrlError({ details: network.caipNetworkId })
      return url
    },
    wsUrl: (network) => network.rpcUrls.default.webSocket?.[0],
    findConnector: (connectorId) => wallets.find(connectorId),
  }

  // Wallet events go to core through ctx.emit; the adapter never writes stores.
  const wallets = createWalletConnections<SolanaConnector, string>({
    namespace: 'solana',
    slot: internals,
    toEntries,
    onChange(connection, change) {
      if (change.accounts) {
        const accounts = addressesOf(change.accounts)
        // No account left is a disconnect; another first one is a change of account.
        if (accounts[0] !== connection.accounts[0]) return accounts
      }
      // Changed features change what the adapter offers (signMessage, transfer): report the
      // accounts again so every reader of the capabilities looks again.
      if (change.features) {
        const accounts = addressesOf(connection.connector.provider.accounts())
        if (accounts.length) return accounts
      }
      return undefined
    },
    // Older WalletConnect ids of mainnet and devnet read as the current ones.
    sameChain: (granted, network) => granted === normalizeSolanaChainId(network.caipNetworkId),
  })

  const open = (connectorId: string, network: Network, silent: boolean) =>
    wallets.open(connectorId, network, async (connector) =>
      addressesOf(await connector.provider.connect(silent)),
    )

  const signMessage: SolanaAdapter['signMessage'] = (params) =>
    onDemand().then((m) => m.signSolanaMessage(internals, params))
  const transfer: SolanaAdapter['transfer'] = {
    estimate: (params) => web3().then((m) => m.estimateTransfer(internals, params)),
    send: (params) => web3().then((m) => m.sendTransfer(internals, params)),
  }

  const adapter = {
    namespace: 'solana',
    // Spec §3 "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount".
    defaultAccountType: 'eoa',
    _internal: internals,
    walletConnect: SOLANA_WALLETCONNECT,

    setup: (ctx) =>
      wallets.setup(ctx, (onList) =>
        watchWallets(ctx, onList, () => web3().then((m) => m.legacyCodec)),
      ),

    connect: ({ connectorId, network }) => open(connectorId, network, false),

    // Silent: the wallet answers from an earlier authorization, never with a prompt.
    reconnect: ({ connectorId, network }) => open(connectorId, network, true),

    disconnect: ({ connectorId }) => wallets.disconnect(connectorId),

    async getBalance({ address, network }) {
      const answer = await solanaRpc<unknown>(internals.rpcUrl(network), 'getBalance', [
        address,
        { commitment: 'confirmed' },
      ])
      const parsed = v.safeParse(BalanceSchema, answer)
      if (!parsed.success) throw new SolanaRpcError('Malformed balance from the Solana RPC')
      const { decimals, symbol } = network.nativeCurrency
      return { value: formatUnits(BigInt(parsed.output.value), decimals), symbol }
    },

    sendTransaction: (params) => onDemand().then((m) => m.sendSolanaTransaction(internals, params)),
    describeRequest: (request, text = requestTextInEnglish) =>
      onDemand().then((m) =>
        m.describeSolanaRequest(request, internals.ctx?.getActiveNetwork(), text),
      ),

    getProvider({ connectorId }) {
      return createGatedProvider(internals, connectorId)
    },

    // The provider is the one this adapter's `walletConnect` capability made for the session.
    addRemoteConnector: (connector) => wallets.addRemote(connector),
  } as SolanaAdapter

  // Capabilities follow the connected wallet's features (spec: "features changed =
  // capabilities recomputed"): core reads them as members, so they are getters.
  Object.defineProperties(adapter, {
    signMessage: {
      enumerable: true,
      get: () => (wallets.offers('solana:signMessage') ? signMessage : undefined),
    },
    transfer: {
      enumerable: true,
      get: () =>
        wallets.offers('solana:signAndSendTransaction', 'solana:signTransaction')
          ? transfer
          : undefined,
    },
  })
  return adapter
}
