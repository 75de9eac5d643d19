import { describe, expectTypeOf, it } from 'vitest'
import { createEngine } from '../exports/index.js'
import { mainnet } from '../networks/index.js'
import type { Feature } from '../types.js'
import type { FeaturesConfig, ModalConfig } from './types.js'

// What the feature factories return: a descriptor whose id is a literal.
declare function swapFeature(): Feature<{ routers?: object }> & { id: 'swap' }
declare function historyFeature(): Feature<{ pendingTransactionsWatch?: boolean }> & {
  id: 'history'
}
declare const custom: Feature

describe('features: each descriptor under its own id, checked by the compiler', () => {
  it('accepts factories under their ids, descriptors typed Feature, false and undefined', () => {
    createEngine({
      projectId: 'p',
      networks: [mainnet],
      features: { swap: swapFeature(), history: historyFeature(), mine: custom, names: false },
    })
  })

  it('refuses a factory under another id (swapFeature() is "swap", not "swaps")', () => {
    createEngine({
      projectId: 'p',
      networks: [mainnet],
      // @ts-expect-error '"swap"' is not assignable to '"swaps"'
      features: { swaps: swapFeature() },
    })
    expectTypeOf<
      FeaturesConfig<{ swaps: ReturnType<typeof swapFeature> }>['swaps']
    >().toEqualTypeOf<Feature & { id: 'swaps' }>()
  })

  it('refuses unknown config keys in a literal (the run-time check says "did you mean" too)', () => {
    // @ts-expect-error 'themMode' does not exist in type 'ModalConfig'
    const config: ModalConfig = { projectId: 'p', networks: [mainnet], themMode: 'dark' }
    expectTypeOf(config).toMatchTypeOf<ModalConfig>()
  })
})
