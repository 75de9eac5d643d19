import { readFileSync } from 'node:fs'
import { evmAdapter } from '@gangway/adapter-evm'
import { memoryBackend } from '@gangway/core'
import { createEngine } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { createMemoryStorage } from '@gangway/devstack'
import { IDLE_WALLET_CONNECT } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import { walletConnect } from './walletConnect.js'

describe('walletConnect (the descriptor a host passes in config)', () => {
  it('is { id: "walletConnect", load } and loads nothing until asked', () => {
    const descriptor = walletConnect()
    expect(Object.keys(descriptor).sort()).toEqual(['id', 'load'])
    expect(descriptor.id).toBe('walletConnect')
  })

  it('keeps the sign client behind import(): the descriptor’s module imports no runtime code', () => {
    const source = readFileSync(new URL('./walletConnect.ts', import.meta.url), 'utf8')
    const staticImports = source.match(/^import (?!type ).*$/gm) ?? []
    expect(staticImports).toEqual([])
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
