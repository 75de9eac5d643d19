import { ConfigError } from '../errors/catalogue.js'
import { PREFERRED_DEFAULT_NETWORK } from '../networks/hostedServices.js'
import type { Feature } from '../types.js'
import { isObject, typeName } from '../validation/checks.js'
import { ConfigSchema } from './configSchema.js'
import { DEFAULT_SERVICES, SDK_TYPE, SDK_VERSION } from './defaults.js'
import type { ModalConfig, ResolvedConfig, ServiceUrls } from './types.js'

/** Config keys that moved into the options of the feature that owns them. */
const FEATURE_OPTIONS: Record<string, string> = {
  email: 'the auth feature',
  socials: 'the auth feature',
  siwx: 'the sign-in feature',
  siweConfig: 'the sign-in feature',
  pendingTransactionsWatch: 'historyFeature({ pendingTransactionsWatch })',
}

/**
 * Validates a host's config and fills in every default (spec §5, §9; DESIGN §2 "validates it
 * (valibot, clear errors)": the same clear errors from validation/checks.ts, which keeps valibot
 * out of the host's first chunk). Networks, adapters and features are kept as the same objects.
 *
 * Defaults: `defaultNetwork` chain 1 when configured (spec §9 "Default chain 1") else the first
 * network; analytics and allWallets on; light theme; log level error;
 * localStorage; the hosted service URLs.
 *
 * A missing or blank `projectId` resolves to `''`: `start` shows the spec §8 alert and
 * `getServiceClients` throws ProjectIdMissingError (spec §5 "alert if missing").
 * @throws ConfigError with one line per problem, e.g. `networks: Expected array received
 * undefined`, or a feature factory passed without calling it.
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * import { parseConfig } from '@gangway/core/internal'
 * const config = parseConfig({ projectId: 'abc', networks: [mainnet] })
 * config.themeMode // 'light'
 */
export function parseConfig(input: unknown): ResolvedConfig {
  if (!isObject(input) || Array.isArray(input)) {
    throw new ConfigError([`Expected object received ${typeName(input)}`])
  }
  // Spec §5 "Project id required (alert if missing)": a missing one resolves to '', and the
  // engine shows the alert (start) while the hosted services refuse to run without it.
  const missing =
    input.projectId == null || (typeof input.projectId === 'string' && !input.projectId.trim())
  const issues: string[] = []
  if (!ConfigSchema(missing ? { ...input, projectId: '' } : input, '', issues)) {
    throw new ConfigError(issues)
  }

  const config = input as ModalConfig
  const problems: string[] = []
  // Options that belong to a feature now: silently ignoring them would drop sign-in or login.
  for (const [key, owner] of Object.entries(FEATURE_OPTIONS)) {
    if (key in input && input[key] !== undefined) {
      problems.push(`${key}: Invalid input: this is an option of ${owner}`)
    }
  }
  const seen = new Set<string>()
  config.networks.forEach((network, i) => {
    if (seen.has(network.caipNetworkId)) {
      problems.push(`networks.${i}: Invalid input: ${network.caipNetworkId} is listed twice`)
    }
    seen.add(network.caipNetworkId)
  })
  const namespaces = new Set<string>()
  config.adapters?.forEach((adapter, i) => {
    if (namespaces.has(adapter.namespace)) {
      problems.push(`adapters.${i}: Invalid input: a second adapter for ${adapter.namespace}`)
    }
    namespaces.add(adapter.namespace)
  })
  const defaultNetwork = config.defaultNetwork
    ? config.networks.find((n) => n.caipNetworkId === config.defaultNetwork?.caipNetworkId)
    : (config.networks.find((n) => n.caipNetworkId === PREFERRED_DEFAULT_NETWORK) ??
      config.networks[0])
  if (!defaultNetwork) {
    problems.push(
      `defaultNetwork: Invalid input: ${config.defaultNetwork?.caipNetworkId} is not among the networks`,
    )
  }
  const features: Record<string, Feature> = {}
  for (const [id, feature] of Object.entries(config.features ?? {})) {
    if (!feature) continue
    if (feature.id !== id) {
      problems.push(
        `features.${id}: Invalid input: feature "${feature.id}" belongs under its id: features: { ${feature.id}: … }`,
      )
    }
    features[id] = feature
  }
  if (problems.length || !defaultNetwork) throw new ConfigError(problems)

  const services: ServiceUrls = { ...DEFAULT_SERVICES }
  for (const [name, url] of Object.entries(config.services ?? {})) {
    // Trailing slashes would double up in paths such as `${api}/v1/…`.
    if (url) services[name as keyof ServiceUrls] = url.replace(/\/+$/, '')
  }

  return {
    ...config,
    projectId: missing ? '' : config.projectId.trim(),
    adapters: config.adapters ?? [],
    features,
    defaultNetwork,
    analytics: config.analytics ?? true,
    allWallets: config.allWallets ?? true,
    themeMode: config.themeMode ?? 'light',
    services,
    logLevel: config.logLevel ?? 'error',
    storage: config.storage ?? 'localStorage',
    sdkType: config.sdkType ?? SDK_TYPE,
    sdkVersion: config.sdkVersion ?? SDK_VERSION,
  }
}
