import { createTestContext } from '@gangway/testkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { solana } from '../networks/solana.js'
import type { Connector } from '../types.js'
import {
  callWallet,
  isWalletRejection,
  type StandardWalletLike,
  standardWallet,
  watchStandardWallets,
} from './standardWallets.js'

class MissingError extends Error {}
const missing = (wallet: string, feature: string) => new MissingError(`${wallet}/${feature}`)

type TestWallet = StandardWalletLike & { features: Record<string, unknown> }
const wallet = (name: string, features: Record<string, unknown> = {}, icon = ''): TestWallet => ({
  name,
  icon,
  features: { 'x:connect': {}, ...features },
  accounts: [{ address: 'a1' }],
})

function registry(initial: TestWallet[]) {
  const wallets = [...initial]
  const listeners = {
    register: new Set<() => void>(),
    unregister: new Set<(w: TestWallet) => void>(),
  }
  return {
    get: () => wallets,
    on(event: 'register' | 'unregister', listener: (...w: TestWallet[]) => void) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(w: TestWallet) {
      wallets.push(w)
      for (const l of listeners.register) l()
    },
    unregister(w: TestWallet) {
      wallets.splice(wallets.indexOf(w), 1)
      for (const l of listeners.unregister) l(w)
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('wallet rejections', () => {
  it('4001, or a reject/denied/declined/cancel name or message, is the visitor saying no', async () => {
    for (const no of [{ code: 4001 }, { name: 'UserRejectedError' }, { message: 'Request denied' }])
      expect(isWalletRejection(no)).toBe(true)
    for (const other of [null, 'rejected', { code: -32000, message: 'boom' }])
      expect(isWalletRejection(other)).toBe(false)
    const error = await callWallet(async () => {
      throw { message: 'User cancelled' }
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    const boom = new Error('boom')
    await expect(callWallet(async () => Promise.reject(boom))).rejects.toBe(boom)
  })
})

describe('standardWallet (what each family’s Wallet Standard handle uses)', () => {
  it('a missing feature is the family’s error; an account the wallet did not authorize is a rejection', () => {
    const w = standardWallet(wallet('W', { 'x:sign': { sign: async () => 'ok' } }), missing)
    expect(typeof w.method('x:sign', 'sign')).toBe('function')
    expect(() => w.method('x:send', 'send')).toThrow(new MissingError('W/x:send'))
    expect(w.account('a1')).toEqual({ address: 'a1' })
    expect(() => w.account('a9')).toThrow(UserRejectedRequestError)
  })

  it('disconnects through standard:disconnect when there is one; reports standard:events changes', async () => {
    const disconnect = vi.fn(async () => {})
    let emit: (props: Record<string, unknown>) => void = () => {}
    const on = vi.fn((_: string, l: typeof emit) => {
      emit = l
      return () => {}
    })
    const w = standardWallet(
      wallet('W', { 'standard:disconnect': { disconnect }, 'standard:events': { on } }),
      missing,
    )
    await w.disconnect()
    expect(disconnect).toHaveBeenCalledOnce()
    await expect(standardWallet(wallet('Bare'), missing).disconnect()).resolves.toBeUndefined()
    const changes: unknown[] = []
    w.onChange(
      (c) => changes.push(c),
      () => ['a1'],
    )
    emit({ accounts: [] })
    emit({ features: {} })
    expect(changes).toEqual([{ accounts: ['a1'] }, { features: true }])
    expect(
      standardWallet(wallet('Bare'), missing).onChange(
        () => {},
        () => [],
      ),
    ).toBeTypeOf('function')
  })
})

describe('watchStandardWallets (a family’s wallet discovery)', () => {
  const watch = (reg: ReturnType<typeof registry>, options: { excludeWallets?: string[] } = {}) => {
    vi.stubGlobal('window', {})
    const test = createTestContext({ networks: [solana], ...options })
    const lists: Connector[][] = []
    const stop = watchStandardWallets(test.ctx, () => reg, {
      chain: 'solana',
      accepts: (w) => 'x:connect' in w.features && !('x:hidden' in w.features),
      toHandle: (w) => ({ handle: w.name }),
      onChange: (all) => lists.push(all),
      others: () => [
        {
          connector: { id: 'legacy', name: 'Legacy', type: 'INJECTED', chain: 'solana' },
          claims: 'Claimed  Name',
        },
      ],
    })
    return { test, lists, stop }
  }

  it('lists the family’s wallets with ids of their own, safe icons only, then the others; unregistered ones leave', () => {
    const [a, b] = [
      wallet('Same', {}, 'https://a.example/i.png'),
      wallet('Same', {}, 'javascript:x'),
    ]
    const reg = registry([a, wallet('Hidden', { 'x:hidden': {} })])
    const { test, lists } = watch(reg)
    reg.register(b)
    expect(test.connectors()).toEqual([
      {
        id: 'wallet-standard:Same',
        name: 'Same',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: 'https://a.example/i.png',
        provider: { handle: 'Same' },
      },
      {
        id: 'wallet-standard:Same#2',
        name: 'Same',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: undefined,
        provider: { handle: 'Same' },
      },
      { id: 'legacy', name: 'Legacy', type: 'INJECTED', chain: 'solana' },
    ])
    reg.unregister(a)
    expect(lists.at(-1)!.map((c) => c.id)).toEqual(['wallet-standard:Same#2', 'legacy'])
  })

  it('the host’s exclusions match names as the visitor sees them, and a wallet’s claimed name', () => {
    const reg = registry([wallet('Phan\u200btom'), wallet('Kept')])
    const { test, lists } = watch(reg, { excludeWallets: ['PHANTOM', 'claimed name'] })
    expect(test.connectors().map((c) => c.name)).toEqual(['Kept'])
    expect(lists.at(-1)!.map((c) => c.name)).toEqual(['Phan\u200btom', 'Kept', 'Legacy'])
  })

  it('after stop, no list is reported; without window it is a no-op', () => {
    const reg = registry([])
    const { lists, stop } = watch(reg)
    stop.stop()
    reg.register(wallet('Late'))
    expect(lists).toHaveLength(1)
    vi.unstubAllGlobals()
    const get = vi.fn(() => reg)
    watchStandardWallets(createTestContext({ networks: [solana] }).ctx, get, {
      chain: 'solana',
      accepts: () => true,
      toHandle: () => ({}),
      onChange: () => {},
    }).stop()
    expect(get).not.toHaveBeenCalled()
  })
})
