import { atom } from 'nanostores'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { approvalSurfaceView } from '../approvals/approvalSurfaceView.js'
import { approveRequest } from '../approvals/approveRequest.js'
import { fakeAdapter, fakeFeature, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import { RemoteConnectorsUnsupportedError } from '../errors/connectionErrors.js'
import { memoryBackend } from '../storage/createStorage.js'
import type { Adapter, Feature, FeatureContext, FeatureModule } from '../types.js'
import { loadFeature } from './loadFeature.js'
import { preloadFeature } from './preloadFeature.js'

const SwapView = { component: 'Swap' }

function swapModule(): FeatureModule & { register: ReturnType<typeof vi.fn> } {
  return {
    register: vi.fn((ctx) => {
      ctx.views.add('Swap', SwapView)
      ctx.tabs.add({ id: 'activity', label: 'Activity', component: 'A', order: 3 })
      ctx.tabs.add({ id: 'tokens', label: 'Tokens', component: 'T', order: 1 })
      ctx.actions.add({ id: 'swap', label: 'Swap', view: 'Swap' })
    }),
  }
}

describe('loadFeature', () => {
  it('registers views, tabs and actions; the registry keeps components as given', async () => {
    const module = swapModule()
    const feature = fakeFeature('swaps', module)
    const engine = makeEngine({ features: { swaps: feature } })
    await loadFeature(engine, 'swaps')
    expect(engine.$features.get().swaps).toBe('ready')
    expect(engine.$views.get().Swap).toBe(SwapView)
    expect(engine.$tabs.get().map((t) => t.id)).toEqual(['tokens', 'activity'])
    expect(engine.$actions.get()).toEqual([
      { id: 'swap', label: 'Swap', view: 'Swap', featureId: 'swaps' },
    ])
    expect(module.register.mock.calls[0]?.[0].engine).toBe(engine)
  })

  it('loads at most once; concurrent calls share one promise', async () => {
    const module = swapModule()
    const feature = fakeFeature('swaps', module)
    const engine = makeEngine({ features: { swaps: feature } })
    const a = loadFeature(engine, 'swaps')
    const b = loadFeature(engine, 'swaps')
    expect(a).toBe(b)
    expect(engine.$features.get().swaps).toBe('loading')
    await a
    await loadFeature(engine, 'swaps')
    expect(feature.load).toHaveBeenCalledOnce()
    expect(module.register).toHaveBeenCalledOnce()
  })

  it('a load failure becomes a FeatureLoadError with its cause; a later call retries', async () => {
    const module = swapModule()
    const feature = fakeFeature('swaps', module)
    const cause = new TypeError('Failed to fetch dynamically imported module')
    feature.load.mockRejectedValueOnce(cause)
    const engine = makeEngine({ features: { swaps: feature }, logLevel: 'silent' })
    const error = await loadFeature(engine, 'swaps').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FeatureLoadError)
    expect((error as FeatureLoadError).featureId).toBe('swaps')
    expect((error as FeatureLoadError).cause).toBe(cause)
    expect(engine.$features.get().swaps).toEqual({ error })
    await loadFeature(engine, 'swaps')
    expect(feature.load).toHaveBeenCalledTimes(2)
    expect(engine.$features.get().swaps).toBe('ready')
  })

  it('a register failure is a FeatureLoadError, and what it added before failing is removed', async () => {
    const step = vi.fn()
    const feature = fakeFeature('swaps', {
      register(ctx) {
        ctx.connectSteps.add(step)
        ctx.closeGuards.add(atom(false))
        throw new Error('bad view')
      },
    })
    const engine = makeEngine({ features: { swaps: feature }, logLevel: 'silent' })
    await expect(loadFeature(engine, 'swaps')).rejects.toBeInstanceOf(FeatureLoadError)
    expect(engine._internal.connectSteps).toEqual([])
    expect(engine.$closable.get()).toBe(true)
  })

  it("gives a feature core's approval step for its own wallet's requests (bound by start, not imported by its chunk)", async () => {
    let context: FeatureContext | undefined
    const engine = makeEngine({
      adapters: [fakeAdapter().adapter],
      features: {
        wallet: fakeFeature('wallet', {
          register(ctx) {
            context = ctx
          },
        }),
      },
    })
    start(engine)
    await loadFeature(engine, 'wallet')
    const asked = context!.requestApproval({
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x68690a', '0x1'],
      id: 'own-1',
      connectorId: 'embedded',
    })
    expect(engine.$router.get()).toMatchObject({
      view: 'ApproveTransaction',
      data: { requestId: 'own-1' },
    })
    expect(engine.$pendingRequests.get()[0]).toMatchObject({ id: 'own-1', connectorId: 'embedded' })
    approveRequest(engine, 'own-1')
    await expect(asked).resolves.toBeUndefined()
    context!.settleApproval('own-1', { ok: true })
    expect(engine._internal.inFlight.size).toBe(0)
  })

  it('gives a connector its approval surface (no feature named in core); a register failure removes it', async () => {
    const surface = { component: 'WalletPage' }
    const engine = makeEngine({
      features: {
        wallet: fakeFeature('wallet', {
          register: (ctx) => void ctx.approvalSurfaces.add('embedded', surface),
        }),
        broken: fakeFeature('broken', {
          register(ctx) {
            ctx.approvalSurfaces.add('other', surface)
            throw new Error('bad view')
          },
        }),
      },
      logLevel: 'silent',
    })
    await loadFeature(engine, 'wallet')
    expect(engine.$views.get()[approvalSurfaceView('embedded')]).toBe(surface)
    await expect(loadFeature(engine, 'broken')).rejects.toBeInstanceOf(FeatureLoadError)
    expect(engine.$views.get()[approvalSurfaceView('other')]).toBeUndefined()
  })

  it('a feature that is not configured is never loaded', async () => {
    const engine = makeEngine({ features: { swaps: false } })
    await expect(loadFeature(engine, 'swaps')).rejects.toBeInstanceOf(FeatureLoadError)
    expect(engine.$features.get()).toEqual({})
  })

  it('preloadFeature starts the load and swallows errors', async () => {
    const feature = fakeFeature('swaps', swapModule())
    feature.load.mockRejectedValueOnce(new Error('offline'))
    const engine = makeEngine({ features: { swaps: feature }, logLevel: 'silent' })
    preloadFeature(engine, 'swaps')
    expect(engine.$features.get().swaps).toBe('loading')
    await vi.waitFor(() => expect(engine.$features.get().swaps).toHaveProperty('error'))
  })

  it("stop() runs the features' cleanups and onStop callbacks", async () => {
    const cleanup = vi.fn()
    const onStop = vi.fn()
    const feature = fakeFeature('swaps', {
      register: (ctx) => {
        ctx.onStop(onStop)
        return cleanup
      },
    })
    const engine = makeEngine({ features: { swaps: feature } })
    const stop = start(engine)
    await loadFeature(engine, 'swaps')
    stop()
    expect(cleanup).toHaveBeenCalledOnce()
    expect(onStop).toHaveBeenCalledOnce()
  })
})

describe('the Feature contract: declared entries and context', () => {
  const declared: Feature = {
    id: 'send',
    provides: {
      views: ['WalletSend'],
      tabs: [{ id: 'Activity', label: 'Activity', order: 3 }],
      actions: [
        { id: 'send', label: 'Send', view: 'WalletSend', order: 2, requires: 'transfer' },
        { id: 'receive', label: 'Receive', view: 'WalletReceive', order: 1 },
      ],
      connectSlots: [{ id: 'email', label: 'Email' }],
    },
    options: { max: 5 },
    load: vi.fn(async () => ({
      register(ctx: FeatureContext) {
        ctx.tabs.add({ id: 'Activity', label: 'ignored', component: 'Panel' })
        ctx.connectSlots.add('email', 'EmailField')
      },
    })),
  }

  it('tabs, actions and Connect slots show from the descriptor before the code loads', () => {
    const engine = makeEngine({ features: { send: declared } })
    expect(engine.$actions.get().map((a) => [a.id, a.featureId])).toEqual([
      ['receive', 'send'],
      ['send', 'send'],
    ])
    expect(engine.$tabs.get()).toEqual([
      { id: 'Activity', label: 'Activity', order: 3, featureId: 'send' },
    ])
    expect(engine.$connectSlots.get()).toEqual([{ id: 'email', label: 'Email', featureId: 'send' }])
    expect(declared.load).not.toHaveBeenCalled()
  })

  it('registering fills the declared entries with components, keeping declared labels', async () => {
    const engine = makeEngine({ features: { send: declared } })
    await loadFeature(engine, 'send')
    expect(engine.$tabs.get()).toEqual([
      { id: 'Activity', label: 'Activity', order: 3, featureId: 'send', component: 'Panel' },
    ])
    expect(engine.$connectSlots.get()[0]).toMatchObject({ id: 'email', component: 'EmailField' })
  })

  it("hands register the feature's id and the options of its factory", async () => {
    const register = vi.fn()
    const engine = makeEngine({
      features: { send: { ...declared, load: async () => ({ register }) } },
    })
    await loadFeature(engine, 'send')
    expect(register.mock.calls[0]?.[0]).toMatchObject({ id: 'send', options: { max: 5 } })
  })

  it('per-feature storage is namespaced and schema-checked on read', async () => {
    const backend = memoryBackend()
    let storage: Parameters<FeatureModule['register']>[0]['storage'] | undefined
    const feature = fakeFeature('send', {
      register(ctx) {
        storage = ctx.storage
      },
    })
    const engine = makeEngine({ features: { send: feature } }, { storage: backend })
    await loadFeature(engine, 'send')
    storage?.set('slippage', 0.5)
    expect(backend.getItem('gw:f:send:slippage')).toBe('0.5')
    expect(storage?.get('slippage', v.number())).toBe(0.5)
    backend.setItem('gw:f:send:slippage', '"junk"')
    expect(storage?.get('slippage', v.number())).toBeUndefined()
    expect(backend.getItem('gw:f:send:slippage')).toBeNull()
  })

  it('connectors go to the adapter of their namespace; listed ones join $connectors until removed', async () => {
    const fake = fakeAdapter()
    const remove = vi.fn()
    const addRemoteConnector = vi.fn(() => remove)
    const instance: Adapter = { ...fake.instance, addRemoteConnector }
    const adapter = { namespace: 'eip155', create: () => instance }
    const connector = {
      id: 'embedded',
      name: 'Email wallet',
      type: 'AUTH' as const,
      chain: 'eip155' as const,
      provider: {},
    }
    let drop: (() => void) | undefined
    const feature = fakeFeature('auth', {
      register(ctx) {
        drop = ctx.connectors.add(connector, { listed: true })
      },
    })
    const engine = makeEngine({ adapters: [adapter], features: { auth: feature } })
    start(engine)
    await loadFeature(engine, 'auth')
    expect(addRemoteConnector).toHaveBeenCalledWith(connector)
    expect(engine.$connectors.get()).toContain(connector)
    drop?.()
    expect(remove).toHaveBeenCalledOnce()
    expect(engine.$connectors.get()).not.toContain(connector)
  })

  it('a connector for an adapter that takes none is a typed error (the feature fails to load)', async () => {
    const fake = fakeAdapter()
    const feature = fakeFeature('auth', {
      register(ctx) {
        ctx.connectors.add({ id: 'x', name: 'X', type: 'AUTH', chain: 'eip155', provider: {} })
      },
    })
    const engine = makeEngine({
      adapters: [fake.adapter],
      features: { auth: feature },
      logLevel: 'silent',
    })
    const error = await loadFeature(engine, 'auth').catch((e: unknown) => e)
    expect((error as FeatureLoadError).cause).toBeInstanceOf(RemoteConnectorsUnsupportedError)
  })
})
