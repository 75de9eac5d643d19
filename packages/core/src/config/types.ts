import type { InitialState } from '../connection/initialState.js'
import type {
  AdapterDescriptor,
  Feature,
  Network,
  ThemeMode,
  WalletConnectDescriptor,
} from '../types.js'

/** App metadata shown to wallets (WalletConnect proposals, SIWX messages). */
export type AppMetadata = { name: string; description: string; url: string; icons: string[] }

/**
 * Base URLs of the hosted services (spec §7). Each defaults to the WalletConnect network's own
 * service (`DEFAULT_SERVICES`); the relay defaults to sign-client's. The embedded-login frame has
 * no hosted default: `authFeature({ frameUrl })` takes it.
 */
export type ServiceUrls = {
  /** Wallet-list service (getWallets, images, analytics config). Default `https://api.web3modal.org`. */
  walletList: string
  /**
   * Blockchain data API and the hosted RPC proxy (`{api}/v1/?chainId=…&projectId=…`, used only
   * for the chains the proxy serves). Default `https://rpc.walletconnect.org`.
   */
  api: string
  /** Analytics (`POST /batch`). Default `https://pulse.walletconnect.org`. */
  analytics: string
  /** WalletConnect relay (websocket). Unset: sign-client's default, the WalletConnect network's relay. */
  relay?: string
}

/** What a host passes to `createEngine` / `createModal` (validated by `parseConfig`). */
export type ModalConfig = {
  projectId: string
  networks: readonly [Network, ...Network[]]
  /** The network selected at start; defaults to chain 1 when configured, else the first. */
  defaultNetwork?: Network
  /** One descriptor per chain family (`evmAdapter()`…); each engine creates its own instance. */
  adapters?: readonly AdapterDescriptor[]
  /**
   * Remote wallets over WalletConnect: `walletConnect()` from `@gangway/walletconnect`. Its
   * code loads only when a remote wallet is picked, a QR view opens or a stored session exists.
   */
  walletConnect?: WalletConnectDescriptor
  metadata?: AppMetadata
  /** Features by id (the spec's default set is one preset export). */
  features?: Record<string, Feature | false | undefined>
  /** Core behaviours switched by flags. Spec §1 default features include both. */
  analytics?: boolean
  allWallets?: boolean
  themeMode?: ThemeMode
  themeVariables?: Record<string, string | number>
  /** Wallet-list ids shown first / only / never (spec §7 include, exclude). */
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /** Wallets hidden by rdns or case-insensitive name (spec §5). */
  excludeWallets?: readonly string[]
  /** Custom RPC URLs per CAIP-2 network id, overriding the default hosted RPC. */
  rpcUrls?: Record<string, readonly string[]>
  /** Service base URLs (defaults to the hosted ones). */
  services?: Partial<ServiceUrls>
  /** Appended to every service request as `clientId` when set (spec §7). */
  clientId?: string
  /** Don't append the modal to document.body (the host renders it). */
  disableAppend?: boolean
  /** Embedded mode: the host renders the modal inline; the view is Account if connected, else Connect. */
  embedded?: boolean
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug'
  /**
   * Storage back-end: browser localStorage (default) or cookies (for SSR hosts). Cookies also
   * need the back-end itself: `createEngine(config, { storage: cookieBackend() })` (or the same
   * second argument of `createModal`), so hosts that keep localStorage never bundle cookie code.
   */
  storage?: 'localStorage' | 'cookie'
  /**
   * What the server rendered from the visitor's cookies (`cookieToInitialState`), so the first
   * render in the browser matches it (no hydration mismatch): a stored connection starts as
   * `reconnecting` with its address, and the restore confirms it with the wallet or ends it.
   */
  initialState?: InitialState
  /** SDK type and version reported to the services as `st` / `sv`. */
  sdkType?: string
  sdkVersion?: string
}

/** The config after validation, with every default filled in. */
export type ResolvedConfig = Omit<
  ModalConfig,
  | 'analytics'
  | 'allWallets'
  | 'themeMode'
  | 'services'
  | 'logLevel'
  | 'storage'
  | 'sdkType'
  | 'sdkVersion'
  | 'adapters'
  | 'features'
  | 'defaultNetwork'
> & {
  adapters: readonly AdapterDescriptor[]
  features: Record<string, Feature>
  defaultNetwork: Network
  analytics: boolean
  allWallets: boolean
  themeMode: ThemeMode
  services: ServiceUrls
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug'
  storage: 'localStorage' | 'cookie'
  sdkType: string
  sdkVersion: string
}
