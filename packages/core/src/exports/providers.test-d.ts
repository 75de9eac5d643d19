import { describe, expectTypeOf, it } from 'vitest'
import { type Engine, getProvider } from './index.js'

// What an adapter package does for its namespace (adapter-evm: `eip155: Eip1193Provider`).
type ToyProvider = { toy: true; request(args: { method: string }): Promise<unknown> }
declare module '../types/providers.js' {
  interface NamespaceProviders {
    'toy-family': ToyProvider
  }
}

declare const engine: Engine

describe('getProvider', () => {
  it('returns the provider type the namespace adapter declares', () => {
    expectTypeOf(getProvider(engine, 'toy-family')).toEqualTypeOf<ToyProvider | undefined>()
  })

  it('is unknown for a namespace no adapter declares, or the active one', () => {
    expectTypeOf(getProvider(engine, 'cosmos')).toEqualTypeOf<unknown>()
    expectTypeOf(getProvider(engine)).toEqualTypeOf<unknown>()
  })
})
