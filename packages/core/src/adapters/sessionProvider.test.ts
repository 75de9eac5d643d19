import { describe, expect, it, vi } from 'vitest'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/catalogue.js'
import type { CaipNetworkId, RemoteSessionBridge } from '../types.js'
import { createSession } from './sessionProvider.js'

const MAIN = 'x:main' as CaipNetworkId
const TEST = 'x:test' as CaipNetworkId

function bridge(grant: { chains: CaipNetworkId[]; methods?: string[] }) {
  const warnings: string[] = []
  const sent: { chainId: string; method: string }[] = []
  const b: RemoteSessionBridge = {
    granted: () => ({
      chains: grant.chains,
      methods: grant.methods ?? [],
      accounts: [
        { chainId: MAIN, address: 'm1' },
        { chainId: MAIN, address: 'm1' },
        { chainId: MAIN, address: 'bad' },
        { chainId: TEST, address: 't1' },
      ],
    }),
    request: vi.fn(async ({ chainId, method }) => {
      sent.push({ chainId, method })
      if (method === 'refuse') throw Object.assign(new Error('User rejected'), { code: 4001 })
      return 'answer'
    }),
    read: async () => null,
    end: vi.fn(async () => {}),
    logger: {
      level: 'warn',
      warn: (message: string) => warnings.push(message),
      error: () => {},
      info: () => {},
      debug: () => {},
      read: () => '',
    },
  }
  return { bridge: b, warnings, sent }
}

const features = { always: ['x:connect'], byMethod: { sign: 'x:sign', send: 'x:send' } }
const answerError = (message: string, p: { details: string }) =>
  Object.assign(new Error(message), p)

describe('createSession (what the Solana and Bitcoin session providers share)', () => {
  it('requests go to the active network’s granted chain, else the preferred one, else the first', async () => {
    const { bridge: b, sent } = bridge({ chains: [MAIN, TEST] })
    const session = createSession(b, {
      label: 'x',
      family: 'X',
      preferredChain: TEST,
      features,
      answerError,
    })
    await session.request('sign')
    const wallet = session.wallet({ name: 'W', icon: undefined, activeChain: () => MAIN })
    await session.request('sign')
    expect(sent.map((s) => s.chainId)).toEqual([TEST, MAIN])
    expect(session.addresses()).toEqual(['m1', 'bad'])
    expect(session.addresses((a) => a !== 'bad')).toEqual(['m1'])
    expect(wallet).toMatchObject({ name: 'W', icon: undefined })
  })

  it('older ids compare as current ones through sameChain; a session of no chain is ChainNotSupportedError', async () => {
    const { bridge: b, sent } = bridge({ chains: [MAIN] })
    const session = createSession(b, {
      label: 'x',
      family: 'X',
      preferredChain: 'x:MAIN' as CaipNetworkId,
      sameChain: (a, w) => a.toLowerCase() === w.toLowerCase(),
      features,
      answerError,
    })
    await session.request('sign')
    expect(sent[0]!.chainId).toBe(MAIN)
    const none = createSession(bridge({ chains: [] }).bridge, {
      label: 'x',
      family: 'X',
      features,
      answerError,
    })
    expect(() => none.chain()).toThrow(ChainNotSupportedError)
    expect(() => none.chain()).toThrow(/the session has no X chain/)
    expect(none.malformed('sign')).toMatchObject({
      message: "The wallet's sign answer is malformed",
      details: 'sign',
    })
  })

  it('a rejection in the wallet is UserRejectedRequestError, the cause kept', async () => {
    const session = createSession(bridge({ chains: [MAIN] }).bridge, {
      label: 'x',
      family: 'X',
      features,
      answerError,
    })
    const error = await session.request('refuse').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as Error).cause).toMatchObject({ code: 4001 })
  })

  it('the wallet view: features from the grant, accounts changes, the session’s end as no accounts, disconnect ends it', async () => {
    const { bridge: b, warnings } = bridge({ chains: [MAIN], methods: ['send', 'other'] })
    const session = createSession(b, { label: 'x', family: 'X', features, answerError })
    const wallet = session.wallet({ name: 'W', icon: undefined, activeChain: () => undefined })
    expect(wallet.features()).toEqual(['x:connect', 'x:send'])
    const changes: unknown[] = []
    const off = wallet.onChange((change) => changes.push(change))
    session.provider.on('accountsChanged', () => {
      throw new Error('a host listener')
    })
    session.emit('accountsChanged', ['m1'])
    session.provider.ended()
    off()
    session.emit('accountsChanged', ['m2'])
    expect(changes).toEqual([{ accounts: ['m1'] }, { accounts: [] }])
    // The throwing listener is logged each time and never stops the wallet view's.
    expect(warnings).toEqual([
      'x: a accountsChanged listener threw',
      'x: a accountsChanged listener threw',
    ])
    await wallet.disconnect()
    expect(b.end).toHaveBeenCalledOnce()
  })
})
