import type { BaseError } from '@gangway/core'
import {
  ConnectBeforeRequestError,
  SignClientNotInitializedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { createLogger } from '@gangway/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { WalletRequestError } from '../errors.js'
import { createNamespaceProvider } from './createNamespaceProvider.js'
import type { RemoteSession } from './readSession.js'
import { createSessionBridge, type SessionLink } from './sessionLink.js'

/** The error `promise` rejects with (a resolve fails the test), typed for assertions. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as BaseError & { status?: number },
  )

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function remoteSession(): RemoteSession {
  return {
    topic: 'topic-1',
    pairingTopic: 'pairing-1',
    expiry: 2_000_000_000,
    peer: { name: 'Remote', icon: undefined },
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:8453'],
        accounts: [
          { chainId: 'eip155:1', address: A },
          { chainId: 'eip155:8453', address: A },
        ],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
      solana: {
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        accounts: [{ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'So1ana' }],
        methods: ['solana_signMessage'],
        events: [],
      },
    },
  }
}

/** A link over a hand-held session and a sign client whose answers the test decides. */
function setup(options: { session?: RemoteSession | undefined; client?: boolean } = {}) {
  const state = { session: 'session' in options ? options.session : remoteSession() }
  const request = vi.fn(
    async (_: { topic: string; chainId: string; request: { method: string } }) =>
      'from-wallet' as unknown,
  )
  const end = vi.fn(async () => {})
  const read = vi.fn(async () => '0x10' as unknown)
  const link: SessionLink = {
    session: () => state.session,
    signClient: () => (options.client === false ? undefined : { request }),
    end,
    read,
    logger: createLogger({ level: 'silent' }),
  }
  return { state, link, request, end, read }
}

describe('createSessionBridge (what an adapter’s session provider talks to)', () => {
  it('the grant of its namespace; requests carry the session topic; reads go to the RPC', async () => {
    const { link, request, read, end } = setup()
    const bridge = createSessionBridge(link, 'eip155')
    expect(bridge.granted().chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(
      await bridge.request({
        chainId: 'eip155:8453',
        method: 'personal_sign',
        params: ['0x00', A],
      }),
    ).toBe('from-wallet')
    expect(request).toHaveBeenCalledWith({
      topic: 'topic-1',
      chainId: 'eip155:8453',
      request: { method: 'personal_sign', params: ['0x00', A] },
    })
    expect(await bridge.read({ chainId: 'eip155:1', method: 'eth_blockNumber', params: [] })).toBe(
      '0x10',
    )
    expect(read).toHaveBeenCalledWith('eip155:1', 'eth_blockNumber', [])
    await bridge.end()
    expect(end).toHaveBeenCalledOnce()
  })

  it('without a session: "Please call connect() before request()"', async () => {
    const { link } = setup({ session: undefined })
    const bridge = createSessionBridge(link, 'eip155')
    expect(() => bridge.granted()).toThrow(ConnectBeforeRequestError)
    const error = await rejection(
      bridge.request({ chainId: 'eip155:1', method: 'personal_sign', params: [] }),
    )
    expect(error).toBeInstanceOf(ConnectBeforeRequestError)
    expect(error.shortMessage).toBe('Please call connect() before request()')
  })

  it('without a sign client, wallet requests fail with "Sign Client not initialized"', async () => {
    const { link } = setup({ client: false })
    const error = await rejection(
      createSessionBridge(link, 'eip155').request({
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['0x00', A],
      }),
    )
    expect(error).toBeInstanceOf(SignClientNotInitializedError)
    expect(error.shortMessage).toBe('Sign Client not initialized')
  })

  it('wallet rejections are UserRejectedRequestError (WalletConnect 5000 and EIP-1193 4001)', async () => {
    const { link, request } = setup()
    const bridge = createSessionBridge(link, 'eip155')
    for (const code of [5000, 4001]) {
      request.mockRejectedValueOnce({ code, message: 'User rejected.' })
      const error = await rejection(
        bridge.request({ chainId: 'eip155:1', method: 'personal_sign', params: [] }),
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.cause).toMatchObject({ code })
    }
  })

  it('other wallet errors keep their code and message; a session the client lost is connect-first', async () => {
    const { link, request } = setup()
    const bridge = createSessionBridge(link, 'eip155')
    request.mockRejectedValueOnce({ code: -32000, message: 'insufficient funds' })
    const error = await rejection(
      bridge.request({ chainId: 'eip155:1', method: 'eth_sendTransaction', params: [] }),
    )
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ code: -32000, shortMessage: 'insufficient funds' })
    request.mockRejectedValueOnce(new Error("No matching key. session topic doesn't exist: x"))
    await expect(
      bridge.request({ chainId: 'eip155:1', method: 'personal_sign', params: [] }),
    ).rejects.toBeInstanceOf(ConnectBeforeRequestError)
  })
})

describe('createNamespaceProvider (any family without a provider of its own)', () => {
  it('answers account requests from the session and sends the rest to the wallet', async () => {
    const { link, request } = setup()
    const provider = createNamespaceProvider(createSessionBridge(link, 'solana'), 'solana')
    expect(await provider.request({ method: 'getAccounts' })).toEqual(['So1ana'])
    await provider.request({ method: 'solana_signMessage', params: { message: 'x' } })
    expect(request).toHaveBeenCalledWith({
      topic: 'topic-1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      request: { method: 'solana_signMessage', params: { message: 'x' } },
    })
  })

  it('a namespace the session lacks: "Please call connect() before request()"', async () => {
    const { link } = setup()
    await expect(
      createNamespaceProvider(createSessionBridge(link, 'bip122'), 'bip122').request({
        method: 'signPsbt',
      }),
    ).rejects.toBeInstanceOf(ConnectBeforeRequestError)
  })
})
