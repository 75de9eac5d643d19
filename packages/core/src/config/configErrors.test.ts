import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdapter } from '../engine/_test/fixtures.js'
import { createEngine } from '../engine/createEngine.js'
import { ConfigError } from '../errors/catalogue.js'
import { base, bitcoin, mainnet, solana } from '../networks/index.js'
import { memoryBackend } from '../storage/createStorage.js'
import type { AdapterDescriptor, Feature, Network } from '../types.js'

/*
 * Wrong configurations as hosts write them (plain JavaScript: no compiler to catch them), each
 * refused by createEngine (createModal's first step) with lines that name the key, the value
 * received and what was expected. The factories' own options are checked by each package's
 * factory tests.
 */

const evm = () => fakeAdapter().adapter
// Stand-ins named like the real factories: an uncalled one is a function with that name.
function evmAdapter(): AdapterDescriptor {
  return evm()
}
function historyFeature(): Feature {
  return { id: 'history', load: async () => ({ register() {} }) }
}
function swapFeature(): Feature {
  return { id: 'swap', load: async () => ({ register() {} }) }
}
function walletConnect() {
  return { id: 'walletConnect' as const, load: async () => ({ createClient: () => ({}) }) }
}

const good = {
  projectId: 'a01b2c3d',
  networks: [mainnet, base] as [Network, Network],
  adapters: [evm()],
}

/** The issue lines of the ConfigError createEngine throws for `config`. */
function issuesOf(config: Record<string, unknown>): string[] {
  try {
    createEngine(config as never, { storage: memoryBackend() })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('createEngine did not throw')
}

const cases: [string, Record<string, unknown>, string[]][] = [
  // typos: refused at run time, with the closest keys
  [
    'a typo of themeMode',
    { ...good, themMode: 'dark' },
    ['themMode: Unknown key. Did you mean "themeMode"?'],
  ],
  [
    'theme, which is two options',
    { ...good, theme: 'dark' },
    ['theme: Unknown key. Did you mean "themeMode" or "themeVariables"?'],
  ],
  [
    'projectID in another case',
    { ...good, projectID: 'x' },
    ['projectID: Unknown key. Did you mean "projectId"?'],
  ],
  [
    'network for networks',
    { ...good, network: mainnet },
    ['network: Unknown key. Did you mean "networks"?'],
  ],
  [
    'adapter for adapters',
    { ...good, adapter: evm() },
    ['adapter: Unknown key. Did you mean "adapters"?'],
  ],
  [
    'walletconnect in lower case',
    { ...good, walletconnect: walletConnect() },
    ['walletconnect: Unknown key. Did you mean "walletConnect"?'],
  ],
  ['a key nothing is close to', { ...good, colour: 'red' }, ['colour: Unknown key.']],
  [
    'a typo in metadata',
    {
      ...good,
      metadata: { name: 'App', description: 'd', url: 'https://a.b', icon: [], icons: [] },
    },
    ['metadata.icon: Unknown key. Did you mean "icons"?'],
  ],
  [
    'a typo in services',
    { ...good, services: { walletlist: 'https://w.example' } },
    ['services.walletlist: Unknown key. Did you mean "walletList"?'],
  ],
  [
    'an option that moved into a feature',
    { ...good, siweConfig: {} },
    ['siweConfig: Invalid input: this is an option of the sign-in feature'],
  ],
  // wrong types: the value received is shown
  ['a projectId number', { ...good, projectId: 42 }, ['projectId: Expected string received 42']],
  [
    'networks as one network',
    { ...good, networks: mainnet },
    ['networks: Expected array of networks received object'],
  ],
  [
    'a network id instead of the network',
    { ...good, networks: ['eip155:1'] },
    [
      `networks.0: Expected a network object (mainnet from '@gangway/core/networks') received "eip155:1"`,
    ],
  ],
  [
    'a chain id number instead of the network',
    { ...good, networks: [mainnet], defaultNetwork: 8453 },
    [
      `defaultNetwork: Expected a network object (mainnet from '@gangway/core/networks') received 8453`,
    ],
  ],
  [
    'a network whose caipNetworkId does not match its id',
    { ...good, networks: [{ ...base, caipNetworkId: 'eip155:8543' }] },
    [
      'networks.0.caipNetworkId: Invalid input: expected chainNamespace:id, "eip155:8453", received "eip155:8543"',
    ],
  ],
  [
    'a themeMode outside the two',
    { ...good, themeMode: 'night' },
    ['themeMode: Invalid enum value. Expected "light" | "dark", received "night"'],
  ],
  [
    'a flag as a string',
    { ...good, analytics: 'false' },
    ['analytics: Expected boolean received "false"'],
  ],
  [
    'a theme variable without --gw-',
    { ...good, themeVariables: { accent: '#f00' } },
    [
      'themeVariables.accent: Invalid input: expected a --gw-* CSS variable such as "--gw-accent", received "accent"',
    ],
  ],
  [
    'rpcUrls keyed by chain id',
    { ...good, rpcUrls: { 1: ['https://rpc.example'] } },
    ['rpcUrls.1: Invalid input: expected a CAIP-2 network id such as "eip155:1", received "1"'],
  ],
  [
    'rpcUrls as one URL',
    { ...good, rpcUrls: { 'eip155:1': 'https://rpc.example' } },
    ['rpcUrls.eip155:1: Expected array received "https://rpc.example"'],
  ],
  [
    'a service URL that is not one',
    { ...good, services: { api: 'rpc.example.com' } },
    [
      'services.api: Invalid input: expected an http, https, ws or wss URL, received "rpc.example.com"',
    ],
  ],
  // uncalled factories, said for the slot they are in
  [
    'an uncalled adapter factory',
    { ...good, adapters: [evmAdapter] },
    ['adapters.0: Invalid input: expected an adapter descriptor: call the factory, evmAdapter()'],
  ],
  [
    'an uncalled feature factory',
    { ...good, features: { history: historyFeature } },
    [
      'features.history: Invalid input: expected a feature descriptor: call the factory, historyFeature()',
    ],
  ],
  [
    'an uncalled walletConnect',
    { ...good, walletConnect },
    [
      'walletConnect: Invalid input: expected the walletConnect descriptor: call the factory, walletConnect()',
    ],
  ],
  [
    'walletConnect among the features',
    { ...good, features: { walletConnect: walletConnect() } },
    [
      'features.walletConnect: Invalid input: walletConnect() goes in walletConnect: walletConnect()',
    ],
  ],
  [
    'an uncalled walletConnect among the adapters',
    { ...good, adapters: [evm(), walletConnect] },
    ['adapters.1: Invalid input: walletConnect() goes in walletConnect: walletConnect()'],
  ],
  [
    'an uncalled feature factory among the adapters',
    { ...good, adapters: [historyFeature] },
    ['adapters.0: Invalid input: historyFeature() goes in features: { … }'],
  ],
  [
    'a feature among the adapters',
    { ...good, adapters: [evm(), historyFeature()] },
    ['adapters.1: Invalid input: the "history" feature goes in features: { history: … }'],
  ],
  [
    'an adapter among the features',
    { ...good, features: { evm: evm() } },
    ['features.evm: Invalid input: an adapter goes in adapters: [...]'],
  ],
  [
    'an adapter as walletConnect',
    { ...good, walletConnect: evm() },
    ['walletConnect: Invalid input: an adapter goes in adapters: [...]'],
  ],
  // mismatched ids
  [
    'a feature under another id (swap is "swap", not "swaps")',
    { ...good, features: { swaps: swapFeature() } },
    [
      'features.swaps: Invalid input: this feature\'s id is "swap". Did you mean features: { swap: … }?',
    ],
  ],
  [
    'a default network not among the networks',
    { ...good, defaultNetwork: solana },
    [
      'defaultNetwork: Invalid input: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not among the networks (eip155:1, eip155:8453)',
    ],
  ],
  [
    'an RPC URL for a network not configured',
    { ...good, rpcUrls: { 'eip155:8543': ['https://rpc.example'] } },
    [
      'rpcUrls.eip155:8543: Invalid input: "eip155:8543" is not among the networks. Did you mean "eip155:8453"?',
    ],
  ],
  // unserved namespaces
  [
    'a Solana network without the Solana adapter',
    { ...good, networks: [mainnet, solana] },
    [
      'networks.1: Invalid input: no adapter serves Solana (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp); add solanaAdapter() from @gangway/adapter-solana to adapters',
    ],
  ],
  [
    'a Bitcoin network without the Bitcoin adapter',
    { ...good, networks: [bitcoin, mainnet] },
    [
      'networks.0: Invalid input: no adapter serves Bitcoin (bip122:000000000019d6689c085ae165831e93); add bitcoinAdapter() from @gangway/adapter-bitcoin to adapters',
    ],
  ],
  [
    'an EVM network without the EVM adapter',
    { ...good, networks: [solana, mainnet], adapters: [fakeAdapter('solana').adapter] },
    [
      'networks.1: Invalid input: no adapter serves Ethereum (eip155:1); add evmAdapter() from @gangway/adapter-evm to adapters',
    ],
  ],
]

describe('createEngine refuses wrong configurations like a compiler would', () => {
  it('covers 30 and more cases', () => expect(cases.length).toBeGreaterThanOrEqual(30))

  it.each(cases)('%s', (_title, config, lines) => {
    expect(issuesOf(config)).toEqual(lines)
  })

  it('every problem at once, in one error', () => {
    expect(
      issuesOf({ ...good, themMode: 'dark', networks: [mainnet, solana], analytics: 1 }),
    ).toEqual([
      'analytics: Expected boolean received 1',
      'themMode: Unknown key. Did you mean "themeMode"?',
    ])
  })

  it('a config without adapters is the WalletConnect-only case: its networks are not refused', () => {
    expect(() =>
      createEngine({ projectId: 'p', networks: [mainnet, solana] }, { storage: memoryBackend() }),
    ).not.toThrow()
  })
})

describe('a placeholder project id', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is warned about once in the console (not thrown), naming the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = { ...good, projectId: 'YOUR_PROJECT_ID' }
    createEngine(config, { storage: memoryBackend() })
    createEngine(config, { storage: memoryBackend() })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe(
      'Gangway: projectId "YOUR_PROJECT_ID" looks like a placeholder, which the hosted services refuse: use your project\'s id.',
    )
  })

  it('stays quiet for a real id and with logLevel silent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createEngine({ ...good, projectId: 'a01b2c3d4e5f' }, { storage: memoryBackend() })
    createEngine(
      { ...good, projectId: '<project-id>', logLevel: 'silent' },
      { storage: memoryBackend() },
    )
    expect(warn).not.toHaveBeenCalled()
  })
})
