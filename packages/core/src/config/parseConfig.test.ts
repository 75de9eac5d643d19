import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/catalogue.js'
import { base, mainnet, polygon } from '../networks/index.js'
import type { Adapter, AdapterDescriptor, Feature } from '../types.js'
import { SDK_VERSION } from './defaults.js'
import { parseConfig } from './parseConfig.js'

/** The issue lines of the ConfigError `fn` throws. */
function issuesOf(input: unknown): string[] {
  try {
    parseConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('parseConfig did not throw')
}

const noop = async () => {
  throw new Error('not used')
}
class TestAdapter implements Adapter {
  readonly namespace = 'eip155' as const
  setup() {
    return () => {}
  }
  connect = noop
  reconnect = noop
  disconnect = noop
  getBalance = noop
  getProvider() {
    return this
  }
}
const testAdapter = (): AdapterDescriptor => ({
  namespace: 'eip155',
  create: () => new TestAdapter(),
})

describe('parseConfig: defaults', () => {
  it('fills every default of the brief and spec §9', () => {
    const config = parseConfig({ projectId: 'p1', networks: [base, mainnet] })
    expect(config).toMatchObject({
      projectId: 'p1',
      networks: [base, mainnet],
      adapters: [],
      features: {},
      analytics: true,
      allWallets: true,
      themeMode: 'light',
      logLevel: 'error',
      storage: 'localStorage',
      sdkType: 'gangway',
      sdkVersion: SDK_VERSION,
      services: {
        // The WalletConnect network's own services; no relay (sign-client's default applies).
        walletList: 'https://api.web3modal.org',
        api: 'https://rpc.walletconnect.org',
        analytics: 'https://pulse.walletconnect.org',
      },
    })
  })

  it('default network is chain 1 when configured (spec §9 "Default chain 1"), else the first', () => {
    expect(parseConfig({ projectId: 'p', networks: [base, mainnet] }).defaultNetwork).toBe(mainnet)
    expect(parseConfig({ projectId: 'p', networks: [polygon, base] }).defaultNetwork).toBe(polygon)
  })

  it('an explicit defaultNetwork wins and resolves to the configured object', () => {
    const copy = { ...base }
    expect(
      parseConfig({ projectId: 'p', networks: [mainnet, base], defaultNetwork: copy })
        .defaultNetwork,
    ).toBe(base)
  })

  it('keeps networks, adapters and features as the same objects', () => {
    const adapter = testAdapter()
    const swaps: Feature = { id: 'swaps', load: async () => ({ register: () => {} }) }
    const config = parseConfig({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      features: { swaps, onramp: false, send: undefined },
    })
    expect(config.networks[0]).toBe(mainnet)
    expect(config.adapters[0]).toBe(adapter)
    // false / undefined entries are dropped: those features stay unloaded (DESIGN §1)
    expect(config.features).toEqual({ swaps })
    expect(Object.keys(config.features)).toEqual(['swaps'])
  })

  it('refuses options that belong to a feature now, naming the feature', () => {
    expect(
      issuesOf({ projectId: 'p', networks: [mainnet], siwx: {}, pendingTransactionsWatch: true }),
    ).toEqual([
      'siwx: Invalid input: this is an option of the sign-in feature',
      'pendingTransactionsWatch: Invalid input: this is an option of historyFeature({ pendingTransactionsWatch })',
    ])
  })

  it('refuses a feature factory passed uncalled, and a feature under another id', () => {
    const factory = () => ({ id: 'history', load: async () => ({ register() {} }) })
    expect(() =>
      parseConfig({ projectId: 'p', networks: [mainnet], features: { history: factory } }),
    ).toThrow(
      'features.history: Invalid input: expected a feature descriptor: call the factory, historyFeature()',
    )
    expect(() =>
      parseConfig({ projectId: 'p', networks: [mainnet], features: { activity: factory() } }),
    ).toThrow(
      'features.activity: Invalid input: this feature\'s id is "history". Did you mean features: { history: … }?',
    )
    // The ids before 0.x's rename (`email`, `swaps`) say where the feature goes now.
    const swap = { id: 'swap', load: async () => ({ register() {} }) }
    expect(() =>
      parseConfig({ projectId: 'p', networks: [mainnet], features: { swaps: swap } }),
    ).toThrow(
      'features.swaps: Invalid input: this feature\'s id is "swap". Did you mean features: { swap: … }?',
    )
  })

  it('merges service overrides and strips trailing slashes', () => {
    const config = parseConfig({
      projectId: 'p',
      networks: [mainnet],
      services: { api: 'http://127.0.0.1:4000/', relay: 'ws://127.0.0.1:4001' },
    })
    expect(config.services.api).toBe('http://127.0.0.1:4000')
    expect(config.services.relay).toBe('ws://127.0.0.1:4001')
    expect(config.services.walletList).toBe('https://api.web3modal.org')
  })

  it('accepts a full valid config', () => {
    const config = parseConfig({
      projectId: 'p',
      networks: [mainnet, base],
      metadata: { name: 'Demo', description: 'd', url: 'https://demo.dev', icons: [] },
      themeMode: 'dark',
      themeVariables: { '--gw-accent': '#f00', '--gw-radius': 8 },
      analytics: false,
      allWallets: false,
      logLevel: 'debug',
      storage: 'cookie',
      rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545'] },
      excludeWallets: ['io.metamask'],
      embedded: true,
    })
    expect(config).toMatchObject({ themeMode: 'dark', analytics: false, storage: 'cookie' })
  })
})

describe('parseConfig: projectId (spec §5 "Project id required (alert if missing)")', () => {
  it.each([
    ['missing', { networks: [mainnet] }],
    ['empty', { projectId: '', networks: [mainnet] }],
    ['blank', { projectId: '   ', networks: [mainnet] }],
    ['null', { projectId: null, networks: [mainnet] }],
  ])('%s projectId resolves to "" (the engine alerts instead of throwing)', (_l, input) => {
    expect(parseConfig(input).projectId).toBe('')
  })

  it('a non-string projectId is a config error', () => {
    expect(issuesOf({ projectId: 5, networks: [mainnet] })).toEqual([
      'projectId: Expected string received 5',
    ])
  })
})

describe('parseConfig: one human line per issue (spec §8 validation wording)', () => {
  it('a missing networks list', () => {
    expect(issuesOf({ projectId: 'p' })).toEqual([
      'networks: Expected array of networks received undefined',
    ])
  })

  it('an empty networks list is too small', () => {
    expect(issuesOf({ projectId: 'p', networks: [] })).toEqual([
      'networks: Too small: expected >=1 received 0',
    ])
  })

  it('a config that is not an object', () => {
    expect(issuesOf(undefined)).toEqual(['Expected object received undefined'])
    expect(issuesOf([])).toEqual(['Expected object received array'])
  })

  it('bad networks name the index and field', () => {
    const { name: _name, ...nameless } = mainnet
    expect(
      issuesOf({
        projectId: 'p',
        networks: [nameless, { ...base, id: null }, { ...polygon, caipNetworkId: 'eip155:1' }],
      }),
    ).toEqual([
      'networks.0.name: Expected string received undefined',
      'networks.1.id: Expected number | string received null',
      'networks.2.caipNetworkId: Invalid input: expected chainNamespace:id, "eip155:137", received "eip155:1"',
    ])
  })

  it('enums, URLs and flags', () => {
    expect(
      issuesOf({
        projectId: 'p',
        networks: [mainnet],
        themeMode: 'blue',
        logLevel: 'verbose',
        storage: 'indexedDB',
        services: { api: 'ftp://files.example.com', frame: 'javascript:alert(1)' },
        rpcUrls: { 'eip155:1': ['not a url'] },
      }),
    ).toEqual([
      'themeMode: Invalid enum value. Expected "light" | "dark", received "blue"',
      'rpcUrls.eip155:1.0: Invalid input: expected an http, https, ws or wss URL, received "not a url"',
      'services.api: Invalid input: expected an http, https, ws or wss URL, received "ftp://files.example.com"',
      'services.frame: Invalid input: the login frame is not a service; pass authFeature({ frameUrl })',
      'logLevel: Invalid enum value. Expected "silent" | "error" | "warn" | "info" | "debug", received "verbose"',
      'storage: Invalid enum value. Expected "localStorage" | "cookie", received "indexedDB"',
    ])
  })

  it('adapters are descriptors { namespace, create } with a CAIP-2 namespace', () => {
    expect(
      issuesOf({
        projectId: 'p',
        networks: [mainnet],
        adapters: [
          new TestAdapter(),
          { namespace: 'Not A Namespace', create() {} },
          3,
          { namespace: 'toy', create: () => ({}) },
        ],
      }),
    ).toEqual([
      'adapters.0: Invalid input: expected an adapter descriptor, received object',
      'adapters.1: Invalid input: adapter namespace "Not A Namespace" is not a CAIP-2 namespace',
      'adapters.2: Invalid input: expected an adapter descriptor, received 3',
    ])
  })

  it('two adapters for one namespace, a network listed twice, a foreign default network', () => {
    expect(
      issuesOf({
        projectId: 'p',
        networks: [mainnet, mainnet],
        adapters: [testAdapter(), testAdapter()],
        defaultNetwork: polygon,
      }),
    ).toEqual([
      'networks.1: Invalid input: eip155:1 is listed twice',
      'adapters.1: Invalid input: a second adapter for eip155',
      'defaultNetwork: Invalid input: eip155:137 is not among the networks (eip155:1)',
    ])
  })

  it('features must be { id, load } descriptors or false', () => {
    expect(
      issuesOf({ projectId: 'p', networks: [mainnet], features: { swaps: { id: 'swaps' } } }),
    ).toEqual(['features.swaps: Invalid input: expected a feature descriptor, received object'])
  })
})
