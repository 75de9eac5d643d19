import type { InitialState } from '../connection/initialState.js'
import type { MessageOverrides } from '../i18n/i18n.js'
import type { Locale } from '../i18n/locales.js'
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

/** One entry of `features`: a feature's descriptor, or `false` / `undefined` for off. */
export type FeatureEntry = Feature | false | undefined

/**
 * `features` as TypeScript checks it: a factory's descriptor has its literal id
 * (`swapFeature()` is `{ id: 'swap' }`), which must be its key, so `features: { swaps:
 * swapFeature() }` fails to compile ('"swap"' is not assignable to '"swaps"') as it fails at
 * run time. A descriptor typed `Feature` (its id a `string`) is checked at run time only.
 */
export type FeaturesConfig<TFeatures> = {
  [K in keyof TFeatures]: TFeatures[K] extends { id: infer Id extends string }
    ? string extends Id
      ? TFeatures[K]
      : K extends Id
        ? TFeatures[K]
        : Feature & { id: K }
    : TFeatures[K]
}

/**
 * What a host passes to `createEngine` / `createModal` (validated by `parseConfig`). Keys it
 * does not know are refused at run time too, with a "did you mean".
 */
export type ModalConfig<
  TFeatures extends Record<string, FeatureEntry> = Record<string, FeatureEntry>,
> = {
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
  /** Features by id, each under its own (`features: { swap: swapFeature() }`). */
  features?: FeaturesConfig<TFeatures>
  /** Core behaviours switched by flags. Spec §1 default features include both. */
  analytics?: boolean
  allWallets?: boolean
  themeMode?: ThemeMode
  /**
   * The language of the modal: one of the 31 locales (English, the default, and 30 more,
   * each loaded when chosen). Defaults to the first of the browser's languages Gangway has.
   */
  locale?: Locale
  /** Your own words for any message, by locale, namespace and key (see the README). */
  messages?: MessageOverrides
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
