import { safeParse } from 'valibot'
import { DEFAULT_CHAIN_ID } from '../constants/constants.js'
import { ConfigError, ProjectIdMissingError, SiwxConflictError } from '../errors/catalogue.js'
import type { Feature } from '../types.js'
import { ConfigSchema, isObject } from './configSchema.js'
import { DEFAULT_SERVICES, SDK_TYPE, SDK_VERSION, SOCIAL_PROVIDERS } from './defaults.js'
import { formatIssues, typeName } from './formatIssues.js'
import type { ModalConfig, ResolvedConfig, ServiceUrls } from './types.js'

/**
 * Validates a host's config and fills in every default (spec §5, §9; DESIGN §2 "validates it
 * (valibot, clear errors)"). Networks, adapters and features are kept as the same objects.
 *
 * Defaults: `defaultNetwork` chain 1 when configured (spec §9 "Default chain 1") else the first
 * network; analytics, allWallets and email on; all seven socials; light theme; log level error;
 * localStorage; the hosted service URLs.
 *
 * @throws ProjectIdMissingError when `projectId` is missing or empty (spec §5).
 * @throws SiwxConflictError when both `siweConfig` and `siwx` are set (spec §5).
 * @throws ConfigError with one line per problem, e.g. `networks: Expected array received
 * undefined`, including sign-in on a network that is not eip155 (spec §5).
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
  const { projectId } = input
  if (projectId == null || (typeof projectId === 'string' && !projectId.trim())) {
    throw new ProjectIdMissingError()
  }
  // `socials: false` turns socials off: checked as an empty list; the result below maps it to [].
  const result = safeParse(
    ConfigSchema,
    input.socials === false ? { ...input, socials: [] } : input,
  )
  if (!result.success) throw new ConfigError(formatIssues(result.issues, ConfigSchema))

  const config = input as ModalConfig
  if (config.siweConfig && config.siwx) throw new SiwxConflictError()

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
  if (config.siweConfig || config.siwx) {
    const other = config.networks.filter((n) => n.chainNamespace !== 'eip155')
    if (other.length) {
      problems.push(
        `${config.siwx ? 'siwx' : 'siweConfig'}: Sign-in needs every network in eip155; remove ${other.map((n) => n.caipNetworkId).join(', ')}`,
      )
    }
  }
  const defaultNetwork = config.defaultNetwork
    ? config.networks.find((n) => n.caipNetworkId === config.defaultNetwork?.caipNetworkId)
    : (config.networks.find((n) => n.caipNetworkId === `eip155:${DEFAULT_CHAIN_ID}`) ??
      config.networks[0])
  if (!defaultNetwork) {
    problems.push(
      `defaultNetwork: Invalid input: ${config.defaultNetwork?.caipNetworkId} is not among the networks`,
    )
  }
  if (problems.length || !defaultNetwork) throw new ConfigError(problems)

  const features: Record<string, Feature> = {}
  for (const [id, feature] of Object.entries(config.features ?? {})) {
    if (feature) features[id] = feature
  }
  const services: ServiceUrls = { ...DEFAULT_SERVICES }
  for (const [name, url] of Object.entries(config.services ?? {})) {
    // Trailing slashes would double up in paths such as `${api}/v1/…`.
    if (url) services[name as keyof ServiceUrls] = url.replace(/\/+$/, '')
  }

  return {
    ...config,
    projectId: config.projectId.trim(),
    adapters: config.adapters ?? [],
    features,
    defaultNetwork,
    analytics: config.analytics ?? true,
    allWallets: config.allWallets ?? true,
    email: config.email ?? true,
    socials: config.socials === false ? [] : (config.socials ?? SOCIAL_PROVIDERS),
    themeMode: config.themeMode ?? 'light',
    services,
    logLevel: config.logLevel ?? 'error',
    storage: config.storage ?? 'localStorage',
    sdkType: config.sdkType ?? SDK_TYPE,
    sdkVersion: config.sdkVersion ?? SDK_VERSION,
  }
}
