/* Entities of spec §3: namespaces, networks, connectors, accounts, connections, balances. No runtime code here. */

/** Chain namespaces of spec §3, the families Gangway knows by name. */
export type KnownNamespace =
  | 'eip155'
  | 'solana'
  | 'polkadot'
  | 'bip122'
  | 'cosmos'
  | 'algorand'
  | 'cip34'
  | 'elrond'
  | 'multiversx'
  | 'near'
  | 'tezos'

/**
 * A chain namespace (CAIP-2 prefix): one of spec §3's, or any other family a third-party adapter
 * brings (`'toy'`), with no change to core.
 */
export type ChainNamespace = KnownNamespace | (string & {})

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** Account types (spec §3 default account types; EVM smart accounts). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type ThemeMode = 'light' | 'dark'

/** A network (spec §3). */
export type Network = {
  /** Chain reference: a number for eip155, a string (genesis hash prefix) elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** Connector types of spec §3. */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH'

/** A way to connect a wallet, reported by an adapter (spec §3). */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** The wallet's id in the wallet-list service, when known. */
  explorerId?: string
  info?: { rdns?: string }
  /** The raw provider (EIP-1193, Wallet Standard…); opaque to core. */
  provider?: unknown
}

/** A wallet of the wallet-list service (spec §3 "Wallet list entry"), after schema parsing. */
export type WalletListEntry = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | null | undefined
  /** CAIP-2 network ids the wallet supports. */
  chains?: readonly string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** One account of a connection. */
export type AccountEntry = { address: string; type: AccountType }

/** A live connection (spec §3: accounts, chainId, connector). */
export type Connection = {
  connectorId: string
  accounts: AccountEntry[]
  chainId: number | string
  /** The wallet behind a connector that is not in `$connectors` (a remote wallet). */
  wallet?: WalletInfo
}

/** Connection status (spec §4); `reconnecting` is used at connection level. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting'

/** The wallet a visitor connected with, as shown in the UI. */
export type WalletInfo = { name: string; icon?: string; rdns?: string; type?: ConnectorType }

/** A token balance (spec §3). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/** Account state of one namespace: every field of spec §3. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  allAccounts: AccountEntry[]
  status: ConnectionStatus
  smartAccountDeployed: boolean | undefined
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  connectedWalletInfo: WalletInfo | undefined
  addressLabels: Record<string, string>
  tokenBalance: TokenBalance[] | undefined
  currentTab: number
  lastRetry: number | undefined
  balanceLoading: boolean
}
