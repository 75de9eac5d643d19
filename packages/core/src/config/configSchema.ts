import * as v from 'valibot'
import { isChainNamespace } from '../networks/namespaces.js'
import { NetworkSchema, NOT_EMPTY, stringOrNumber, UrlSchema } from '../networks/networkSchema.js'
import type { AdapterDescriptor, Feature } from '../types.js'
import { formatIssue, typeName } from './formatIssues.js'

/** The members every adapter instance has (the rest are optional capabilities). */
export const REQUIRED_ADAPTER_METHODS = [
  'setup',
  'connect',
  'reconnect',
  'disconnect',
  'getBalance',
  'getProvider',
] as const

/** Whether `value` is a non-null object (arrays and class instances included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

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
const AdapterSchema = v.custom<AdapterDescriptor>(
  (value) => !descriptorProblem(value),
  (issue) => `Invalid input: ${descriptorProblem(issue.input)}`,
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

const FeatureEntrySchema = v.custom<Feature | false | undefined>(
  (value) => !featureProblem(value),
  (issue) => `Invalid input: ${featureProblem(issue.input)}`,
)

/**
 * An object whose every own value matches `schema`, each problem reported at its key (e.g.
 * `rpcUrls.eip155:1.0: …`). What `v.record(v.string(), schema)` does, built from valibot
 * functions the engine bundles anyway.
 */
function recordOf<TValue>(schema: v.GenericSchema<unknown, TValue>) {
  return v.pipe(
    v.custom<Record<string, TValue>>(
      isObject,
      (issue) => `Expected object received ${typeName(issue.input)}`,
    ),
    v.rawCheck<Record<string, TValue>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      for (const [key, value] of Object.entries(dataset.value)) {
        for (const issue of v.safeParse(schema, value).issues ?? []) {
          addIssue({
            message: formatIssue(issue, schema),
            path: [
              { type: 'unknown', origin: 'value', input: dataset.value, key, value },
              ...(issue.path ?? []),
            ],
          })
        }
      }
    }),
  )
}

const Strings = v.optional(v.array(v.string()))
const Flag = v.optional(v.boolean())
const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

/** The valibot schema `parseConfig` checks a host's config against (spec §5, DESIGN §2). */
export const ConfigSchema = v.object({
  projectId: v.string(),
  networks: v.pipe(
    v.array(NetworkSchema),
    v.check((networks) => networks.length > 0, NOT_EMPTY),
  ),
  defaultNetwork: v.optional(NetworkSchema),
  adapters: v.optional(v.array(AdapterSchema)),
  metadata: v.optional(
    v.object({
      name: v.string(),
      description: v.string(),
      url: v.string(),
      icons: v.array(v.string()),
    }),
  ),
  features: v.optional(recordOf(FeatureEntrySchema)),
  walletConnect: v.optional(FeatureEntrySchema),
  analytics: Flag,
  allWallets: Flag,
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  themeVariables: v.optional(recordOf(stringOrNumber('string | number'))),
  featuredWalletIds: Strings,
  includeWalletIds: Strings,
  excludeWalletIds: Strings,
  excludeWallets: Strings,
  rpcUrls: v.optional(recordOf(v.array(UrlSchema))),
  services: v.optional(
    v.object({
      walletList: v.optional(UrlSchema),
      api: v.optional(UrlSchema),
      analytics: v.optional(UrlSchema),
      relay: v.optional(UrlSchema),
      frame: v.optional(UrlSchema),
    }),
  ),
  clientId: v.optional(v.string()),
  disableAppend: Flag,
  embedded: Flag,
  logLevel: v.optional(v.picklist(LOG_LEVELS)),
  storage: v.optional(v.picklist(['localStorage', 'cookie'])),
  sdkType: v.optional(v.string()),
  sdkVersion: v.optional(v.string()),
})
