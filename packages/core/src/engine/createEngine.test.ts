import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/catalogue.js'
import { open } from '../modal/open.js'
import { base, mainnet, solana } from '../networks/index.js'
import { cookieBackend } from '../storage/cookieBackend.js'
import { activeNamespaceKey } from '../storage/keys.js'
import { fakeAdapter, makeEngine } from './_test/fixtures.js'
import { createEngine } from './createEngine.js'
import { initialAccountState } from './internal.js'

describe('createEngine', () => {
  it('gives two engines on one page their own stores (no singletons)', () => {
    const a = makeEngine({ adapters: [fakeAdapter().adapter] })
    const b = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(a)
    a.$activeNetworks.setKey('eip155', base)
    expect(a.$modal.get().open).toBe(true)
    expect(b.$modal.get().open).toBe(false)
    expect(b.$activeNetwork.get()).toEqual(mainnet)
    expect(a.$modal).not.toBe(b.$modal)
    expect(a._internal).not.toBe(b._internal)
  })

  it('starts every configured namespace disconnected with every field of spec §3', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter, fakeAdapter('solana').adapter] })
    expect(engine.namespaces).toEqual(['eip155', 'solana'])
    expect(engine.$accounts.get()).toEqual({
      eip155: initialAccountState('eip155'),
      solana: initialAccountState('solana'),
    })
    expect(Object.keys(initialAccountState()).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'allAccounts',
        'status',
        'smartAccountDeployed',
        'preferredAccountTypes',
        'connectedWalletInfo',
        'addressLabels',
        'tokenBalance',
        'currentTab',
        'lastRetry',
        'balanceLoading',
      ].sort(),
    )
    expect(engine.$account.get()?.status).toBe('disconnected')
  })

  it('selects the default network and the first network of every other namespace', () => {
    const engine = makeEngine({ networks: [base, mainnet, solana] })
    expect(engine.$activeNamespace.get()).toBe('eip155')
    expect(engine.$activeNetwork.get()).toEqual(mainnet)
    expect(engine.$activeNetworks.get().solana).toEqual(solana)
    engine.$activeNamespace.set('solana')
    expect(engine.$activeNetwork.get()).toEqual(solana)
  })

  it('validates the config with parseConfig (typed error)', () => {
    expect(() => makeEngine({ networks: [] as never })).toThrow(ConfigError)
    // A missing project id is an alert at start, not a throw (spec §5; specContradictions.test).
    expect(makeEngine({ projectId: '' }).config.projectId).toBe('')
  })

  it('lists configured features as idle and takes the theme from config', () => {
    const engine = makeEngine({
      features: { swaps: { id: 'swaps', load: async () => ({ register() {} }) } },
      themeMode: 'light',
      themeVariables: { '--gw-accent': '#f00' },
    })
    expect(engine.$features.get()).toEqual({ swaps: 'idle' })
    expect(engine.$theme.get()).toEqual({ mode: 'light', variables: { '--gw-accent': '#f00' } })
  })

  it('storage: cookie persists through the cookie back-end the host passes in', () => {
    const jar: string[] = []
    const doc = {
      get cookie() {
        return jar.join('; ')
      },
      set cookie(line: string) {
        jar.push(line.split('; ')[0] ?? '')
      },
    }
    const engine = makeEngine({ storage: 'cookie' }, { storage: cookieBackend(doc) })
    open(engine, { namespace: 'solana' })
    expect(engine.config.storage).toBe('cookie')
    expect(jar).toEqual(['gw%3Aactive-namespace=%22solana%22'])
    expect(engine.storage.get(activeNamespaceKey)).toBe('solana')
  })

  it('storage: cookie without its back-end is a config error that says what to pass', () => {
    const config = { projectId: 'p', networks: [mainnet], storage: 'cookie' } as const
    expect(() => createEngine(config)).toThrow(ConfigError)
    expect(() => createEngine(config)).toThrow(
      'storage: "cookie" needs { storage: cookieBackend() } as 2nd argument',
    )
  })
})
