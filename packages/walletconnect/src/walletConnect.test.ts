import { readFileSync } from 'node:fs'
import { evmAdapter } from '@gangway/adapter-evm'
import { ConfigError, memoryBackend } from '@gangway/core'
import { createEngine } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { createMemoryStorage } from '@gangway/devstack'
import { IDLE_WALLET_CONNECT } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import type { WalletConnectOptions } from './types.js'
import { walletConnect } from './walletConnect.js'

describe('walletConnect (the descriptor a host passes in config)', () => {
  it('is { id: "walletConnect", load } and loads nothing until asked', () => {
    const descriptor = walletConnect()
    expect(Object.keys(descriptor).sort()).toEqual(['id', 'load'])
    expect(descriptor.id).toBe('walletConnect')
  })

  it('keeps the sign client behind import(): the descriptor’s module imports only core’s checks', () => {
    const source = readFileSync(new URL('./walletConnect.ts', import.meta.url), 'utf8')
    const staticImports = source.match(/^import (?!type ).*$/gm) ?? []
    expect(staticImports).toEqual([
      "import { boolean, checkOptions, func, object, optional, type } from '@gangway/core/internal'",
    ])
    expect(source).toContain("import('./client/createClient.js')")
  })

  it('load() gives a module whose createClient builds one client per engine', async () => {
    const engine = createEngine(
      {
        projectId: 'gangway-test',
        networks: [mainnet],
        adapters: [evmAdapter()],
        logLevel: 'silent',
      },
      { storage: memoryBackend() },
    )
    const module = await walletConnect({ storage: createMemoryStorage() }).load()
    const one = module.createClient(engine)
    const two = module.createClient(engine)
    expect(one).not.toBe(two)
    expect(one.$state.get()).toEqual(IDLE_WALLET_CONNECT)
    expect(typeof one.connect).toBe('function')
  })
})

describe('walletConnect checks its options when called', () => {
  /** The issue lines of the ConfigError `walletConnect(options)` throws. */
  function issuesOf(options: unknown): string[] {
    try {
      walletConnect(options as WalletConnectOptions)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).issues
    }
    throw new Error('walletConnect did not throw')
  }

  it('each option: the value and the shape', () => {
    expect(
      issuesOf({ relayUrl: 'https://relay.example', open: true, verify: 'no', storage: {} }),
    ).toEqual([
      'walletConnect: storage.getKeys: Expected function received undefined',
      'walletConnect: storage.getEntries: Expected function received undefined',
      'walletConnect: storage.getItem: Expected function received undefined',
      'walletConnect: storage.setItem: Expected function received undefined',
      'walletConnect: storage.removeItem: Expected function received undefined',
      'walletConnect: relayUrl: Expected a ws or wss URL received "https://relay.example"',
      'walletConnect: open: Expected function received true',
      'walletConnect: verify: Expected boolean received "no"',
    ])
  })

  it('a typo, and a projectId that belongs to the config', () => {
    expect(issuesOf({ relay: 'wss://relay.example', projectId: 'p' })).toEqual([
      'walletConnect: relay: Unknown key. Did you mean "relayUrl"?',
      'walletConnect: projectId: Unknown key. Known keys: storage, relayUrl, open, verify.',
    ])
  })

  it('accepts good options', () => {
    expect(walletConnect({ relayUrl: 'ws://127.0.0.1:4001', verify: false }).id).toBe(
      'walletConnect',
    )
  })
})
