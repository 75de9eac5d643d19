import { describe, expect, it, vi } from 'vitest'
import { fakeFeature, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import type { FeatureModule } from '../types.js'
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
    expect(engine.$actions.get()).toEqual([{ id: 'swap', label: 'Swap', view: 'Swap' }])
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

  it('a register failure is a FeatureLoadError too', async () => {
    const feature = fakeFeature('swaps', {
      register() {
        throw new Error('bad view')
      },
    })
    const engine = makeEngine({ features: { swaps: feature }, logLevel: 'silent' })
    await expect(loadFeature(engine, 'swaps')).rejects.toBeInstanceOf(FeatureLoadError)
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

  it("stop() runs the features' cleanups", async () => {
    const cleanup = vi.fn()
    const feature = fakeFeature('swaps', { register: () => cleanup })
    const engine = makeEngine({ features: { swaps: feature } })
    const stop = start(engine)
    await loadFeature(engine, 'swaps')
    stop()
    expect(cleanup).toHaveBeenCalledOnce()
  })
})
