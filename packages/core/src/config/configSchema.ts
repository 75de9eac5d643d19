import { InitialStateSchema } from '../connection/initialState.js'
import { LOCALES } from '../i18n/locales.js'
import { isChainNamespace } from '../networks/namespaces.js'
import { NetworkSchema, NOT_EMPTY, stringOrNumber, UrlSchema } from '../networks/networkSchema.js'
import {
  array,
  boolean,
  type Check,
  chain,
  isObject,
  object,
  optional,
  picklist,
  received,
  record,
  rule,
  string,
} from '../validation/checks.js'

/** The members every adapter instance has (the rest are optional capabilities). */
export const REQUIRED_ADAPTER_METHODS = [
  'setup',
  'connect',
  'reconnect',
  'disconnect',
  'getBalance',
  'getProvider',
] as const

/** The slots of the config a descriptor goes in: what it is called, and where it goes. */
const SLOTS = {
  adapter: ['an adapter', 'adapters: [...]'],
  feature: ['a feature', 'features: { … }'],
  walletConnect: ['the walletConnect', 'walletConnect: walletConnect()'],
} as const
type Slot = keyof typeof SLOTS

/** The slot a factory's name says it is for (a minified build may have renamed it: none). */
const slotOfName = (name: string): Slot | undefined =>
  /Adapter$/.test(name)
    ? 'adapter'
    : /Feature$/.test(name)
      ? 'feature'
      : name === 'walletConnect'
        ? 'walletConnect'
        : undefined

/**
 * What is wrong with a value in a descriptor slot, said for that slot: an uncalled factory
 * ("call the factory, historyFeature()"), a factory or descriptor of another slot ("the "history"
 * feature goes in features: { … }"), or something else entirely.
 */
function slotProblem(slot: Slot, value: unknown, key: string): string | undefined {
  const [what] = SLOTS[slot]
  if (typeof value === 'function') {
    const named = slotOfName(value.name)
    if (named && named !== slot) return `${value.name}() goes in ${SLOTS[named][1]}`
    const name = named
      ? value.name
      : slot === 'adapter'
        ? 'evmAdapter'
        : slot === 'feature'
          ? `${key}Feature`
          : 'walletConnect'
    return `expected ${what} descriptor: call the factory, ${name}()`
  }
  const v = isObject(value) ? value : {}
  const kind: Slot | undefined =
    typeof v.create === 'function'
      ? 'adapter'
      : typeof v.load !== 'function'
        ? undefined
        : v.id === 'walletConnect'
          ? 'walletConnect'
          : typeof v.id === 'string'
            ? 'feature'
            : undefined
  if (!kind) return `expected ${what} descriptor, received ${received(value)}`
  if (kind !== slot) {
    return kind === 'feature'
      ? `the "${v.id}" feature goes in features: { ${v.id}: … }`
      : `${kind === 'adapter' ? 'an adapter' : 'walletConnect()'} goes in ${SLOTS[kind][1]}`
  }
  if (kind === 'adapter' && !isChainNamespace(v.namespace))
    return `adapter namespace ${received(v.namespace)} is not a CAIP-2 namespace`
  const provides = v.provides
  if (kind !== 'feature' || provides === undefined) return undefined
  if (!isObject(provides)) return `feature ${v.id}: provides must be an object`
  for (const k of ['views', 'tabs', 'actions', 'connectSlots', 'connectors'] as const) {
    if (provides[k] !== undefined && !Array.isArray(provides[k])) {
      return `feature ${v.id}: provides.${k} must be an array`
    }
  }
  return undefined
}

/** A descriptor slot, checked in place (never copied), so descriptors keep their identity. */
const slot =
  (kind: Slot): Check =>
  (value, path, problems) => {
    if (kind === 'feature' && (value === false || value === undefined)) return true
    const problem = slotProblem(kind, value, path.slice(path.lastIndexOf('.') + 1))
    if (problem) problems.push(`${path}: Invalid input: ${problem}`)
    return !problem
  }

/**
 * A network, or what a host passes by mistake instead: an id (`'eip155:1'`, `1`) is refused with
 * the value it got and where the network objects come from.
 */
const NetworkEntry: Check = (value, path, problems) => {
  if (typeof value !== 'string' && typeof value !== 'number')
    return NetworkSchema(value, path, problems)
  problems.push(
    `${path}: Expected a network object (mainnet from '@gangway/core/networks') received ${received(value)}`,
  )
  return false
}

/** A CAIP-2 network id (`'eip155:1'`), e.g. a key of `rpcUrls`. */
export const CaipNetworkIdSchema: Check = /* @__PURE__ */ rule(
  (key: string) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(key),
  (key) =>
    `Invalid input: expected a CAIP-2 network id such as "eip155:1", received ${received(key)}`,
)

/** Options that belong to a feature now: silently ignoring them would drop sign-in or login. */
const featureOption = (owner: string) =>
  rule((value) => value === undefined, `Invalid input: this is an option of ${owner}`)

const Strings = /* @__PURE__ */ optional(/* @__PURE__ */ array(string))
const Flag = /* @__PURE__ */ optional(boolean)
const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

/**
 * The check `parseConfig` runs on a host's config (spec §5, DESIGN §2). Like a compiler, it
 * refuses keys it does not know (with a "did you mean"), also in `metadata` and `services`.
 */
export const ConfigSchema: Check = /* @__PURE__ */ object(
  {
    projectId: string,
    networks: /* @__PURE__ */ chain(
      /* @__PURE__ */ array(NetworkEntry, 'array of networks'),
      /* @__PURE__ */ rule((networks: unknown[]) => networks.length > 0, NOT_EMPTY),
    ),
    defaultNetwork: /* @__PURE__ */ optional(NetworkEntry),
    adapters: /* @__PURE__ */ optional(
      /* @__PURE__ */ array(/* @__PURE__ */ slot('adapter'), 'array of adapters'),
    ),
    metadata: /* @__PURE__ */ optional(
      /* @__PURE__ */ object(
        {
          name: string,
          description: string,
          url: string,
          icons: /* @__PURE__ */ array(string),
        },
        true,
      ),
    ),
    features: /* @__PURE__ */ optional(/* @__PURE__ */ record(/* @__PURE__ */ slot('feature'))),
    walletConnect: /* @__PURE__ */ optional(/* @__PURE__ */ slot('walletConnect')),
    analytics: Flag,
    allWallets: Flag,
    themeMode: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(['light', 'dark'])),
    locale: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(LOCALES)),
    messages: /* @__PURE__ */ optional(
      /* @__PURE__ */ record(
        /* @__PURE__ */ record(
          /* @__PURE__ */ record(
            /* @__PURE__ */ rule(
              (m: unknown) => typeof m === 'string' || (isObject(m) && typeof m.other === 'string'),
              'Invalid input: expected a message: a string, or plural forms with "other"',
            ),
          ),
        ),
        /* @__PURE__ */ picklist(LOCALES),
      ),
    ),
    themeVariables: /* @__PURE__ */ optional(
      /* @__PURE__ */ record(
        /* @__PURE__ */ stringOrNumber('string | number'),
        /* @__PURE__ */ rule(
          (key: string) => key.startsWith('--gw-'),
          (key) =>
            `Invalid input: expected a --gw-* CSS variable such as "--gw-accent", received ${received(key)}`,
        ),
      ),
    ),
    featuredWalletIds: Strings,
    includeWalletIds: Strings,
    excludeWalletIds: Strings,
    excludeWallets: Strings,
    rpcUrls: /* @__PURE__ */ optional(
      /* @__PURE__ */ record(/* @__PURE__ */ array(UrlSchema), CaipNetworkIdSchema),
    ),
    services: /* @__PURE__ */ optional(
      /* @__PURE__ */ object(
        {
          walletList: /* @__PURE__ */ optional(UrlSchema),
          api: /* @__PURE__ */ optional(UrlSchema),
          analytics: /* @__PURE__ */ optional(UrlSchema),
          relay: /* @__PURE__ */ optional(UrlSchema),
          // Never read: the login frame has no hosted default, so say where it goes instead.
          frame: /* @__PURE__ */ rule(
            (value) => value === undefined,
            'Invalid input: the login frame is not a service; pass authFeature({ frameUrl })',
          ),
        },
        true,
      ),
    ),
    clientId: /* @__PURE__ */ optional(string),
    disableAppend: Flag,
    embedded: Flag,
    logLevel: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(LOG_LEVELS)),
    storage: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(['localStorage', 'cookie'])),
    initialState: /* @__PURE__ */ optional(InitialStateSchema),
    sdkType: /* @__PURE__ */ optional(string),
    sdkVersion: /* @__PURE__ */ optional(string),
    // Options that moved into the feature that owns them: each says where it went.
    email: /* @__PURE__ */ featureOption('authFeature()'),
    socials: /* @__PURE__ */ featureOption('authFeature({ socials })'),
    siwx: /* @__PURE__ */ featureOption('the sign-in feature'),
    siweConfig: /* @__PURE__ */ featureOption('the sign-in feature'),
    pendingTransactionsWatch: /* @__PURE__ */ featureOption(
      'historyFeature({ pendingTransactionsWatch })',
    ),
  },
  true,
)
