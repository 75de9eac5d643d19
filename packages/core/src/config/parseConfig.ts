import { ConfigError } from '../errors/catalogue.js'
import { PREFERRED_DEFAULT_NETWORK } from '../networks/hostedServices.js'
import { ADAPTERS } from '../networks/namespaces.js'
import type { Feature } from '../types.js'
import { didYouMean, isObject, received } from '../validation/checks.js'
import { ConfigSchema } from './configSchema.js'
import { DEFAULT_SERVICES, SDK_TYPE, SDK_VERSION } from './defaults.js'
import type { ModalConfig, ResolvedConfig, ServiceUrls } from './types.js'

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
 * Like a compiler, it refuses what it does not know: an unknown key (`themMode: Unknown key. Did
 * you mean "themeMode"?`), an uncalled factory or a descriptor in the wrong slot, a feature under
 * another id than its own, and a network whose chain family no adapter serves (when adapters are
 * given: a config without adapters is the spec's WalletConnect-only case).
 *
 * @throws ConfigError with one line per problem, e.g. `networks: Expected array of networks
 * received undefined`, or `features.history: Invalid input: expected a feature descriptor: call
 * the factory, historyFeature()`.
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * import { parseConfig } from '@gangway/core/internal'
 * const config = parseConfig({ projectId: 'abc', networks: [mainnet] })
 * config.themeMode // 'light'
 */
export function parseConfig(input: unknown): ResolvedConfig {
  if (!isObject(input) || Array.isArray(input)) {
    throw new ConfigError([`Expected object received ${received(input)}`])
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
  // A network no adapter serves could never connect: say which adapter to add.
  if (namespaces.size) {
    config.networks.forEach((network, i) => {
      const ns = network.chainNamespace
      const family = ADAPTERS[ns]
      if (!namespaces.has(ns)) {
        problems.push(
          `networks.${i}: Invalid input: no adapter serves ${network.name} (${network.caipNetworkId}); add ${family ? `${family}Adapter() from @gangway/adapter-${family}` : `an adapter for "${ns}"`} to adapters`,
        )
      }
    })
  }
  const ids = [...seen]
  for (const id of Object.keys(config.rpcUrls ?? {})) {
    if (!seen.has(id)) {
      problems.push(
        `rpcUrls.${id}: Invalid input: "${id}" is not among the networks.${didYouMean(id, ids) || ` Configured: ${ids.join(', ')}.`}`,
      )
    }
  }
  const defaultNetwork = config.defaultNetwork
    ? config.networks.find((n) => n.caipNetworkId === config.defaultNetwork?.caipNetworkId)
    : (config.networks.find((n) => n.caipNetworkId === PREFERRED_DEFAULT_NETWORK) ??
      config.networks[0])
  if (!defaultNetwork) {
    problems.push(
      `defaultNetwork: Invalid input: ${config.defaultNetwork?.caipNetworkId} is not among the networks (${ids.join(', ')})`,
    )
  }
  const features: Record<string, Feature> = {}
  for (const [id, feature] of Object.entries(config.features ?? {})) {
    if (!feature) continue
    if (feature.id !== id) {
      problems.push(
        `features.${id}: Invalid input: this feature's id is "${feature.id}". Did you mean features: { ${feature.id}: … }?`,
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
