import { atom, map } from 'nanostores'
import { REQUIRED_ADAPTER_METHODS } from '../config/configSchema.js'
import { parseConfig } from '../config/parseConfig.js'
import type { FeatureEntry, ModalConfig } from '../config/types.js'
import { warnPlaceholderProjectId } from '../config/warnPlaceholderProjectId.js'
import { seedInitialState } from '../connection/initialState.js'
import { ConfigError } from '../errors/catalogue.js'
import type { MessageLoader } from '../i18n/i18n.js'
import { createLogger } from '../logger/createLogger.js'
import {
  createStorage,
  localStorageBackend,
  type StorageBackend,
} from '../storage/createStorage.js'
import type {
  AccountAction,
  AccountState,
  AccountTab,
  Adapter,
  AdapterDescriptor,
  ChainNamespace,
  ConnectSlot,
  Network,
  RouterState,
} from '../types.js'
import { derive } from './derive.js'
import { byOrder, initialAccountState } from './internal.js'
import { createResources } from './resources.js'
import type { Engine, FeatureStatus, NamespaceConnections } from './types.js'

/** Options of `createEngine` that are not config (environment, tests). */
export type CreateEngineOptions = {
  /**
   * Where state persists; defaults to localStorage. A config with `storage: 'cookie'` needs
   * `cookieBackend()` here, so hosts that keep localStorage never bundle the cookie code.
   */
  storage?: StorageBackend
  /** Whether the visitor is on a small / touch screen; defaults to a media query. */
  isMobile?: () => boolean
}

const MOBILE_QUERY = '(pointer: coarse)'

/** Core's catalogue of a locale: its chunk map loads only for a locale other than English. */
const loadCoreMessages: MessageLoader = (locale) =>
  import('../locales/index.js').then((m) => m.load(locale))

/**
 * Validates the config and creates one engine: its own stores, storage, logger and registries.
 * Nothing is shared between two engines. Call `start(engine)` to attach the adapters.
 *
 * @throws the typed errors of `parseConfig` (ConfigError, ProjectIdMissingError…), and a
 * ConfigError when the config asks for cookies but `options.storage` is not given.
 * @example
 * import { createEngine, start } from '@gangway/core'
 * import { mainnet } from '@gangway/core/networks'
 * const engine = createEngine({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 * const stop = start(engine)
 * @example
 * import { cookieBackend, createEngine } from '@gangway/core'
 * const engine = createEngine({ ...config, storage: 'cookie' }, { storage: cookieBackend() })
 */
export function createEngine<
  const TFeatures extends Record<string, FeatureEntry> = Record<string, FeatureEntry>,
>(input: ModalConfig<TFeatures>, options: CreateEngineOptions = {}): Engine {
  const config = parseConfig(input)
  if (config.storage === 'cookie' && !options.storage) {
    throw new ConfigError(['storage: "cookie" needs { storage: cookieBackend() } as 2nd argument'])
  }
  warnPlaceholderProjectId(config)
  const logger = createLogger({ level: config.logLevel })
  const backend = options.storage ?? localStorageBackend()
  const adapters = createAdapters(config.adapters)
  const namespaces = [
    ...new Set<ChainNamespace>([
      ...config.networks.map((n) => n.chainNamespace),
      ...adapters.keys(),
    ]),
  ]
  const activeNetworks: Partial<Record<ChainNamespace, Network>> = {}
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  const connections: Partial<Record<ChainNamespace, NamespaceConnections>> = {}
  for (const ns of namespaces) {
    const network =
      config.defaultNetwork.chainNamespace === ns
        ? config.defaultNetwork
        : config.networks.find((n) => n.chainNamespace === ns)
    if (network) activeNetworks[ns] = network
    accounts[ns] = initialAccountState(ns, adapters.get(ns)?.defaultAccountType)
    connections[ns] = { connections: [], connectorId: undefined }
  }
  // A server-rendered page: the first render shows what the server read from the cookies.
  const seededNamespace = config.initialState
    ? seedInitialState(config.initialState, {
        networks: config.networks,
        hasAdapter: (ns) => adapters.has(ns),
        activeNetworks,
        accounts,
      })
    : undefined
  // What the features declare shows before their code loads (tabs, actions, Connect slots).
  const features: Record<string, FeatureStatus> = {}
  const tabs: AccountTab[] = []
  const actions: AccountAction[] = []
  const slots: ConnectSlot[] = []
  // Core's own texts (toasts, alerts, errors), then each feature's, by namespace.
  const messageLoaders = new Map<string, MessageLoader>([['core', loadCoreMessages]])
  for (const [featureId, feature] of Object.entries(config.features)) {
    features[featureId] = 'idle'
    if (feature.messages) messageLoaders.set(featureId, feature.messages)
    const provides = feature.provides ?? {}
    for (const tab of provides.tabs ?? []) tabs.push({ ...tab, featureId })
    for (const action of provides.actions ?? []) actions.push({ ...action, featureId })
    for (const slot of provides.connectSlots ?? []) slots.push({ ...slot, featureId })
  }

  const $activeNamespace = atom<ChainNamespace>(
    seededNamespace ?? config.defaultNetwork.chainNamespace,
  )
  const $activeNetworks = map(activeNetworks)
  const $accounts = map(accounts)
  const initialView: RouterState = { view: 'Connect', history: ['Connect'], data: undefined }

  return {
    config,
    storage: createStorage(backend, { logger }),
    logger,
    adapters,
    isMobile: options.isMobile ?? (() => globalThis.matchMedia?.(MOBILE_QUERY).matches === true),
    namespaces,
    $modal: map({ open: false, loading: false, loadingNamespaces: {}, shake: false }),
    $router: atom(initialView),
    $accounts,
    $activeNamespace,
    $activeNetworks,
    $activeNetwork: derive($activeNamespace, $activeNetworks, (ns, all) => all[ns]),
    $account: derive($activeNamespace, $accounts, (ns, all) => all[ns]),
    $connectors: atom([]),
    $connections: map(connections),
    $toasts: atom([]),
    $pendingRequests: atom([]),
    $features: map(features),
    $views: map({}),
    $tabs: atom(tabs.sort(byOrder)),
    $actions: atom(actions.sort(byOrder)),
    $connectSlots: atom(slots.sort(byOrder)),
    $closable: atom(true),
    $theme: atom({ mode: config.themeMode, variables: { ...config.themeVariables } }),
    $lastEvent: atom(undefined),
    // English until start resolves the config's or the browser's locale (wantedLocale).
    $i18n: atom({ locale: 'en', dir: 'ltr', messages: {} }),
    _internal: {
      connectorsByNamespace: new Map(),
      balanceCache: new Map(),
      approvals: new Map(),
      inFlight: new Map(),
      features: new Map(),
      connectSteps: [],
      disconnectHooks: new Set(),
      pairingRequests: [],
      closeGuards: new Map(),
      resources: createResources(),
      routerData: [undefined],
      routerArguments: undefined,
      toastQueue: [],
      nextId: 0,
      eventListeners: new Set(),
      messageLoaders,
      localeRequest: 0,
      localeTarget: 'en',
    },
  }
}

/**
 * One fresh instance per descriptor, for this engine only: a descriptor shared by two engines
 * gives each its own adapter. Creating has no side effects; `start` calls `setup`.
 */
function createAdapters(descriptors: readonly AdapterDescriptor[]): Map<ChainNamespace, Adapter> {
  const adapters = new Map<ChainNamespace, Adapter>()
  const problems: string[] = []
  descriptors.forEach((descriptor, i) => {
    const adapter = descriptor.create()
    const missing = REQUIRED_ADAPTER_METHODS.filter((m) => typeof adapter?.[m] !== 'function')
    if (adapter?.namespace !== descriptor.namespace) {
      problems.push(`adapters.${i}: Invalid input: create() gave an adapter of another namespace`)
    } else if (missing.length) {
      problems.push(
        `adapters.${i}: Invalid input: adapter ${adapter.namespace} lacks ${missing.join(', ')}`,
      )
    } else adapters.set(adapter.namespace, adapter)
  })
  if (problems.length) throw new ConfigError(problems)
  return adapters
}
