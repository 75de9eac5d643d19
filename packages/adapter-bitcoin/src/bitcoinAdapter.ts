import {
  type AccountEntry,
  type AdapterDescriptor,
  ChainNotSupportedError,
  formatUnits,
  type Network,
  NoActiveAddressError,
} from '@gangway/core'
import { addressBalance } from './esplora/esplora.js'
import {
  CaipNetworkIdSchema,
  checkOptions,
  copyRequestParams,
  createWalletConnections,
  durationMs,
  optional,
  record,
  requestTextInEnglish,
  UrlSchema,
} from './internal/core.js'
import type {
  BitcoinAccount,
  BitcoinAdapter,
  BitcoinAdapterInternals,
  BitcoinAdapterOptions,
  BitcoinConnector,
  BitcoinProvider,
  BitcoinTransactionRequest,
} from './types.js'
import { watchWallets } from './wallet/watchWallets.js'
import { BITCOIN_WALLETCONNECT } from './walletconnect/namespace.js'

/** Signing, PSBTs, transfers and the gated provider (@scure/btc-signer): one chunk, on first use. */
const onDemand = () => import('./actions/onDemand.js')

/** Core's account type of a purpose (spec §3: bip122 accounts are payment by default). */
const toEntries = (accounts: readonly BitcoinAccount[]): AccountEntry[] =>
  accounts.map(({ address, purpose }) => ({
    address,
    type: purpose === 'ordinals' ? 'ordinal' : 'payment',
  }))

/** Payment first (the default account), then the others in the wallet's order. */
const paymentFirst = (accounts: readonly BitcoinAccount[]) => [
  ...accounts.filter((a) => a.purpose === 'payment'),
  ...accounts.filter((a) => a.purpose !== 'payment'),
]

/**
 * The Gangway adapter for Bitcoin wallets (namespace `bip122`): Wallet Standard bitcoin wallets
 * (payment and ordinals addresses, labelled by purpose), balances from an Esplora API, messages
 * signed as BIP-322 or ECDSA, PSBTs signed on the requested inputs and checked, and BTC sends
 * through feature-send's `transfer` capability. @scure/btc-signer loads only on first use.
 *
 * @param options - Esplora URLs per network and the confirmation bound
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 * @throws ConfigError when an option is wrong, e.g. `bitcoinAdapter: esploraUrls.bip122:…:
 * Expected string received array` (one URL per network).
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { bitcoin } from '@gangway/core/networks'
 * import { bitcoinAdapter } from '@gangway/adapter-bitcoin'
 *
 * const modal = createModal({ projectId, networks: [bitcoin], adapters: [bitcoinAdapter()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function bitcoinAdapter(
  options: BitcoinAdapterOptions = {},
): AdapterDescriptor<BitcoinAdapter> {
  const ms = optional(durationMs)
  checkOptions('bitcoinAdapter', options, {
    esploraUrls: optional(record(UrlSchema, CaipNetworkIdSchema)),
    confirmTimeoutMs: ms,
    pollIntervalMs: ms,
  })
  return { namespace: 'bip122', create: () => createBitcoinAdapter(options) }
}

/** One Bitcoin adapter instance; engines call it through `bitcoinAdapter(options).create()`. */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const internals: BitcoinAdapterInternals = {
    options,
    ctx: undefined,
    requestCount: 0,
    esploraUrl(network: Network) {
      if (network.chainNamespace !== 'bip122') throw new ChainNotSupportedError()
      const url = options.esploraUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
      if (!url) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      return url
    },
    findConnector: (connectorId) => wallets.find(connectorId),
    accounts: (connectorId) => wallets.accounts(connectorId),
    selectAccount(connectorId, address) {
      const accounts = wallets.accounts(connectorId)
      const chosen = accounts.find((a) => a.address === address)
      if (!chosen) throw new NoActiveAddressError({ details: address })
      wallets.setAccounts(connectorId, [chosen, ...accounts.filter((a) => a !== chosen)])
    },
  }

  // Wallet events go to core through ctx.emit; the adapter never writes stores.
  const wallets = createWalletConnections<BitcoinConnector, BitcoinAccount>({
    namespace: 'bip122',
    slot: internals,
    toEntries,
    onChange(connection, change) {
      if (change.accounts) {
        if (!change.accounts.length) return []
        // The active purpose stays active when the wallet switches its account.
        const purpose = connection.accounts[0]?.purpose
        const next = paymentFirst(change.accounts)
        const same = next.find((a) => a.purpose === purpose)
        return same ? [same, ...next.filter((a) => a !== same)] : next
      }
      return change.features && connection.accounts.length ? connection.accounts : undefined
    },
  })

  const open = (connectorId: string, network: Network, silent: boolean) =>
    wallets.open(connectorId, network, async ({ provider }) =>
      // Silent: the addresses the wallet already granted this site, never a prompt.
      paymentFirst(
        silent
          ? ((await provider.reconnect?.()) ?? provider.accounts())
          : await provider.connect(['payment', 'ordinals']),
      ),
    )

  const signMessage: BitcoinAdapter['signMessage'] = (params) =>
    onDemand().then((m) => m.signBitcoinMessage(internals, params))
  const transfer: BitcoinAdapter['transfer'] = {
    estimate: (params) => onDemand().then((m) => m.estimateTransfer(internals, params)),
    send: (params) => onDemand().then((m) => m.sendTransfer(internals, params)),
  }

  const adapter = {
    namespace: 'bip122',
    // Spec §3 "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount".
    defaultAccountType: 'payment',
    _internal: internals,
    walletConnect: BITCOIN_WALLETCONNECT,

    setup: (ctx) => wallets.setup(ctx, (onList) => watchWallets(ctx, onList)),

    connect: ({ connectorId, network }) => open(connectorId, network, false),
    reconnect: ({ connectorId, network }) => open(connectorId, network, true),

    disconnect: ({ connectorId }) => wallets.disconnect(connectorId),

    // Spec §7: confirmed + mempool sums from the Esplora API; settles within RPC_TIMEOUT_MS.
    async getBalance({ address, network }) {
      const sats = await addressBalance(internals.esploraUrl(network), address)
      const { decimals, symbol } = network.nativeCurrency
      return { value: formatUnits(sats, decimals), symbol }
    },

    // Spec §6: the request is copied (frozen, plain data) when called, before anything awaits:
    // the copy is what is shown and what is signed, whatever the caller does to its object.
    async sendTransaction(params) {
      const request = copyRequestParams(params.request) as BitcoinTransactionRequest
      const m = await onDemand()
      return m.sendBitcoinTransaction(internals, { ...params, request })
    },

    describeRequest: (request, text = requestTextInEnglish) =>
      onDemand().then((m) => m.describeBitcoinRequest(request, text)),

    getProvider({ connectorId }): BitcoinProvider {
      return {
        request: (args) => onDemand().then((m) => m.handleRequest(internals, connectorId, args)),
      }
    },

    // The provider is the one this adapter's `walletConnect` capability made for the session.
    addRemoteConnector: (connector) => wallets.addRemote(connector),
  } as BitcoinAdapter

  // Capabilities follow the connected wallet's features: core reads them as members.
  Object.defineProperties(adapter, {
    signMessage: {
      enumerable: true,
      get: () => (wallets.offers('bitcoin:signMessage') ? signMessage : undefined),
    },
    transfer: {
      enumerable: true,
      // PSBTs the adapter builds and proves; else a wallet that sends itself (WalletConnect).
      get: () =>
        wallets.offers('bitcoin:signTransaction', 'bip122:sendTransfer') ? transfer : undefined,
    },
  })
  return adapter
}
