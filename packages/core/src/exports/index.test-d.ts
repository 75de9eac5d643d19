import type { MapStore, ReadableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AccountState,
  type CoreViewName,
  close,
  connect,
  createEngine,
  destroy,
  disconnect,
  type Engine,
  EngineDestroyedError,
  type FeatureViewNames,
  type ModalEvent,
  type ModalState,
  open,
  type StopEngine,
  start,
  stop,
  subscribeEvents,
  switchNetwork,
  type ViewName,
} from './index.js'
import { type Engine as InternalEngine, internal } from './internal.js'
import { mainnet } from './networks.js'
import { fetchWallets } from './services.js'

declare const engine: Engine

describe('host API types', () => {
  it('createEngine returns the read-only host Engine', () => {
    expectTypeOf(createEngine).returns.toEqualTypeOf<Engine>()
    expectTypeOf<Engine>().not.toHaveProperty('_internal')
  })

  it('host stores are readable, never writable', () => {
    expectTypeOf(engine.$modal).toEqualTypeOf<ReadableAtom<ModalState>>()
    expectTypeOf(engine.$modal).not.toHaveProperty('set')
    expectTypeOf(engine.$modal).not.toHaveProperty('setKey')
    expectTypeOf(engine.$account).toEqualTypeOf<ReadableAtom<AccountState | undefined>>()
    expectTypeOf(engine.$accounts.get).returns.toHaveProperty('eip155')
    // @ts-expect-error hosts change state through actions
    engine.$modal.setKey('open', true)
    // @ts-expect-error no internals for hosts
    engine._internal
  })

  it('open accepts a view name and optional data', () => {
    expectTypeOf(open).toBeCallableWith(engine)
    expectTypeOf(open).toBeCallableWith(engine, { view: 'Networks' })
    expectTypeOf(open).toBeCallableWith(engine, { view: 'Account', namespace: 'eip155' })
    expectTypeOf(open).returns.toEqualTypeOf<void>()
    expectTypeOf(close).returns.toEqualTypeOf<boolean>()
  })

  it('connect resolves with the account; the other actions with nothing', () => {
    expectTypeOf(connect).toBeCallableWith(engine, { connectorId: 'io.metamask' })
    expectTypeOf(connect).returns.toEqualTypeOf<Promise<AccountState>>()
    expectTypeOf(disconnect).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(switchNetwork).toBeCallableWith(engine, mainnet)
    expectTypeOf(switchNetwork).returns.toEqualTypeOf<Promise<void>>()
  })

  it('start, stop, destroy and subscribeEvents take the host engine', () => {
    expectTypeOf(start).returns.toEqualTypeOf<StopEngine>()
    expectTypeOf(stop).parameter(0).toEqualTypeOf<Engine>()
    expectTypeOf(destroy).parameter(0).toEqualTypeOf<Engine>()
    expectTypeOf(subscribeEvents).parameter(1).toEqualTypeOf<(event: ModalEvent) => void>()
    expectTypeOf(new EngineDestroyedError().shortMessage).toBeString()
  })

  it('services take the host engine; internal() is the writable view of the same object', () => {
    expectTypeOf(fetchWallets).parameter(0).toEqualTypeOf<Engine>()
    expectTypeOf(fetchWallets).toBeCallableWith(internal(engine), { page: 1 })
    expectTypeOf(internal(engine).$modal).toEqualTypeOf<MapStore<ModalState>>()
  })

  it('the internal engine is a host engine', () => {
    expectTypeOf<InternalEngine>().toExtend<Engine>()
    expectTypeOf<Engine>().not.toExtend<InternalEngine>()
  })
})

describe('view names', () => {
  it("core names only the shell's views; features add theirs to FeatureViewNames", () => {
    expectTypeOf<'Connect'>().toExtend<CoreViewName>()
    for (const view of ['SIWXSignMessage', 'Receive', 'Transactions', 'WhatIsAWallet'] as const)
      expectTypeOf(view).not.toExtend<CoreViewName>()
    // No feature imported here: nothing is declared beyond the shell's own.
    expectTypeOf<keyof FeatureViewNames>().toEqualTypeOf<never>()
    expectTypeOf<'AnyFeatureView'>().toExtend<ViewName>()
  })
})
