import { InitialStateSchema } from '../connection/initialState.js'
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

function descriptorProblem(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.create !== 'function') {
    return 'expected an adapter descriptor { namespace, create }'
  }
  if (!isChainNamespace(value.namespace)) {
    return `adapter namespace ${JSON.stringify(value.namespace) ?? 'undefined'} is not a CAIP-2 namespace`
  }
  return undefined
}

// Checked in place (never copied), so descriptors keep their identity.
const AdapterSchema = /* @__PURE__ */ rule(
  (value) => !descriptorProblem(value),
  (value) => `Invalid input: ${descriptorProblem(value)}`,
)

function featureProblem(value: unknown): string | undefined {
  if (value === false || value === undefined) return undefined
  if (typeof value === 'function') {
    return 'expected a feature descriptor: call the factory, e.g. historyFeature()'
  }
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.load !== 'function') {
    return 'expected a feature descriptor { id, load } or false'
  }
  const provides = value.provides
  if (provides === undefined) return undefined
  if (!isObject(provides)) return `feature ${value.id}: provides must be an object`
  for (const key of ['views', 'tabs', 'actions', 'connectSlots', 'connectors'] as const) {
    if (provides[key] !== undefined && !Array.isArray(provides[key])) {
      return `feature ${value.id}: provides.${key} must be an array`
    }
  }
  return undefined
}

const FeatureEntrySchema = /* @__PURE__ */ rule(
  (value) => !featureProblem(value),
  (value) => `Invalid input: ${featureProblem(value)}`,
)

const Strings = /* @__PURE__ */ optional(/* @__PURE__ */ array(string))
const Flag = /* @__PURE__ */ optional(boolean)
const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

/** The check `parseConfig` runs on a host's config (spec §5, DESIGN §2); unknown keys are ignored. */
export const ConfigSchema: Check = /* @__PURE__ */ object({
  projectId: string,
  networks: /* @__PURE__ */ chain(
    /* @__PURE__ */ array(NetworkSchema),
    /* @__PURE__ */ rule((networks: unknown[]) => networks.length > 0, NOT_EMPTY),
  ),
  defaultNetwork: /* @__PURE__ */ optional(NetworkSchema),
  adapters: /* @__PURE__ */ optional(/* @__PURE__ */ array(AdapterSchema)),
  metadata: /* @__PURE__ */ optional(
    /* @__PURE__ */ object({
      name: string,
      description: string,
      url: string,
      icons: /* @__PURE__ */ array(string),
    }),
  ),
  features: /* @__PURE__ */ optional(/* @__PURE__ */ record(FeatureEntrySchema)),
  walletConnect: /* @__PURE__ */ optional(FeatureEntrySchema),
  analytics: Flag,
  allWallets: Flag,
  themeMode: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(['light', 'dark'])),
  themeVariables: /* @__PURE__ */ optional(
    /* @__PURE__ */ record(/* @__PURE__ */ stringOrNumber('string | number')),
  ),
  featuredWalletIds: Strings,
  includeWalletIds: Strings,
  excludeWalletIds: Strings,
  excludeWallets: Strings,
  rpcUrls: /* @__PURE__ */ optional(/* @__PURE__ */ record(/* @__PURE__ */ array(UrlSchema))),
  services: /* @__PURE__ */ optional(
    /* @__PURE__ */ object({
      walletList: /* @__PURE__ */ optional(UrlSchema),
      api: /* @__PURE__ */ optional(UrlSchema),
      analytics: /* @__PURE__ */ optional(UrlSchema),
      relay: /* @__PURE__ */ optional(UrlSchema),
      // Never read: the login frame has no hosted default, so say where it goes instead.
      frame: /* @__PURE__ */ rule(
        (value) => value === undefined,
        'Invalid input: the login frame is not a service; pass authFeature({ frameUrl })',
      ),
    }),
  ),
  clientId: /* @__PURE__ */ optional(string),
  disableAppend: Flag,
  embedded: Flag,
  logLevel: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(LOG_LEVELS)),
  storage: /* @__PURE__ */ optional(/* @__PURE__ */ picklist(['localStorage', 'cookie'])),
  initialState: /* @__PURE__ */ optional(InitialStateSchema),
  sdkType: /* @__PURE__ */ optional(string),
  sdkVersion: /* @__PURE__ */ optional(string),
})
