import { describe, expectTypeOf, it } from 'vitest'
import type { GangwayModal } from '../createModal/createModal.js'
import { createModal } from '../createModal/createModal.js'
import type { AccountState, ChainNamespace, Network } from '../internal/core.js'
import { useAccount } from './useAccount.js'
import { useModal } from './useModal.js'
import { useNetwork } from './useNetwork.js'
import { useProvider } from './useProvider.js'

// An adapter package declares its namespace's provider type; this one is the test's own.
type ToyProvider = { toy: true; request(args: { method: string }): Promise<unknown> }
declare module '@gangway/core' {
  interface NamespaceProviders {
    'toy-family': ToyProvider
  }
}

describe('public hooks', () => {
  it('useAccount returns the account state of a namespace', () => {
    const account = useAccount()
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>()
    expectTypeOf(account.status).toEqualTypeOf<AccountState['status']>()
    expectTypeOf(account.isConnected).toBeBoolean()
    expectTypeOf(account.namespace).toEqualTypeOf<ChainNamespace>()
    expectTypeOf(useAccount).toBeCallableWith({ namespace: 'solana' })
  })

  it('useModal opens on a named view and closes with a boolean', () => {
    const modal = useModal()
    expectTypeOf(modal.open).toBeCallableWith({ view: 'Networks' })
    expectTypeOf(modal.open).toBeCallableWith()
    expectTypeOf(modal.close).returns.toBeBoolean()
    expectTypeOf(modal.isOpen).toBeBoolean()
  })

  it('useNetwork switches to a Network', () => {
    const { switchNetwork } = useNetwork()
    expectTypeOf(switchNetwork).parameter(0).toEqualTypeOf<Network>()
  })

  it('useProvider takes an options object and returns the provider its adapter declares', () => {
    expectTypeOf(useProvider({ namespace: 'toy-family' }).provider).toEqualTypeOf<
      ToyProvider | undefined
    >()
    // A namespace no installed adapter declares: the provider is unknown.
    expectTypeOf(useProvider({ namespace: 'cosmos' }).provider).toEqualTypeOf<unknown>()
    // @ts-expect-error the namespace is an option now, not a positional string
    useProvider('eip155')
  })

  it('createModal returns a modal that destroys for good', () => {
    expectTypeOf(createModal).returns.toEqualTypeOf<GangwayModal>()
    expectTypeOf<GangwayModal['destroy']>().toEqualTypeOf<() => void>()
    expectTypeOf<GangwayModal['open']>().toBeCallableWith({ view: 'Account' })
    // The engine hosts get is read-only: stores to read, no internals.
    expectTypeOf<GangwayModal['engine']>().not.toHaveProperty('_internal')
    expectTypeOf<GangwayModal['engine']['$modal']>().not.toHaveProperty('setKey')
  })
})
