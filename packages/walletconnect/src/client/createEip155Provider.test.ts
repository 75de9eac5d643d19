import type { BaseError } from '@gangway/core'
import {
  ConnectBeforeRequestError,
  SignClientNotInitializedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { createLogger } from '@gangway/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { WalletRequestError } from '../errors.js'
import { createEip155Provider } from './createEip155Provider.js'
import { createNamespaceProvider } from './createNamespaceProvider.js'
import type { RemoteSession } from './readSession.js'
import type { SessionLink } from './sessionLink.js'

/** The error `promise` rejects with (a resolve fails the test), typed for assertions. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as BaseError & { status?: number },
  )

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

function remoteSession(methods = ['personal_sign', 'wallet_switchEthereumChain']): RemoteSession {
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
          { chainId: 'eip155:8453', address: B },
        ],
        methods,
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

function listen(provider: ReturnType<typeof createEip155Provider>) {
  const events: [string, unknown][] = []
  for (const name of ['chainChanged', 'accountsChanged', 'disconnect'])
    provider.on(name, (payload: unknown) => events.push([name, payload]))
  return events
}

describe('createEip155Provider (EIP-1193 over a WalletConnect session)', () => {
  it('accounts and chain come from the session, starting on the preferred chain', async () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 8453)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A, B])
    const onOne = createEip155Provider(link, 10) // not in the session: its first chain
    expect(await onOne.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await onOne.request({ method: 'eth_accounts' })).toEqual([A])
  })

  it('without a session: "Please call connect() before request()"', async () => {
    const { link } = setup({ session: undefined })
    const provider = createEip155Provider(link, 1)
    for (const method of ['eth_accounts', 'eth_chainId', 'personal_sign', 'eth_getBalance']) {
      const error = await rejection(provider.request({ method }))
      expect(error).toBeInstanceOf(ConnectBeforeRequestError)
      expect(error.shortMessage).toBe('Please call connect() before request()')
    }
  })

  it('without a sign client, wallet requests fail with "Sign Client not initialized"', async () => {
    const { link } = setup({ client: false })
    const error = await rejection(
      createEip155Provider(link, 1).request({ method: 'personal_sign', params: ['0x00', A] }),
    )
    expect(error).toBeInstanceOf(SignClientNotInitializedError)
    expect(error.shortMessage).toBe('Sign Client not initialized')
  })

  it('signing and sending go to the wallet through the session on the current chain', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 8453)
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', A] })).toBe(
      'from-wallet',
    )
    expect(request).toHaveBeenCalledWith({
      topic: 'topic-1',
      chainId: 'eip155:8453',
      request: { method: 'personal_sign', params: ['0x00', A] },
    })
  })

  it('read-only chain queries go to the RPC; wallet_* queries to the wallet', async () => {
    const { link, request, read } = setup()
    const provider = createEip155Provider(link, 1)
    expect(await provider.request({ method: 'eth_getBalance', params: [A, 'latest'] })).toBe('0x10')
    expect(read).toHaveBeenCalledWith('eip155:1', 'eth_getBalance', [A, 'latest'])
    await provider.request({ method: 'wallet_getCapabilities', params: [A] })
    expect(request.mock.calls.at(-1)?.[0].request.method).toBe('wallet_getCapabilities')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('wallet rejections are UserRejectedRequestError (WalletConnect 5000 and EIP-1193 4001)', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 1)
    for (const code of [5000, 4001]) {
      request.mockRejectedValueOnce({ code, message: 'User rejected.' })
      const error = await rejection(provider.request({ method: 'personal_sign' }))
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.cause).toMatchObject({ code })
    }
  })

  it('other wallet errors keep their code and message; a session the client lost is connect-first', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 1)
    request.mockRejectedValueOnce({ code: -32000, message: 'insufficient funds' })
    const error = await rejection(provider.request({ method: 'eth_sendTransaction' }))
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ code: -32000, shortMessage: 'insufficient funds' })
    request.mockRejectedValueOnce(new Error("No matching key. session topic doesn't exist: x"))
    await expect(provider.request({ method: 'personal_sign' })).rejects.toBeInstanceOf(
      ConnectBeforeRequestError,
    )
  })

  it('wallet_switchEthereumChain to a chain of the session switches here and tells the wallet', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 1)
    const events = listen(provider)
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    ).toBeNull()
    expect(events).toEqual([['chainChanged', '0x2105']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(request).toHaveBeenCalledWith({
      topic: 'topic-1',
      chainId: 'eip155:8453',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    })
  })

  it('…without telling a wallet that does not support the method', async () => {
    const { link, request } = setup({ session: remoteSession(['personal_sign']) })
    const provider = createEip155Provider(link, 1)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('a chain outside the session goes to the wallet; its 4902 comes back with the code', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 1)
    request.mockRejectedValueOnce({ code: 4902, message: 'Unrecognized chain' })
    const error = await rejection(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    )
    expect(error).toMatchObject({ code: 4902 })
    expect(request.mock.calls[0]?.[0]).toMatchObject({ chainId: 'eip155:1' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'nope' }] }),
    ).rejects.toBeInstanceOf(WalletRequestError)
  })

  it('wallet_revokePermissions ends the session (the EVM adapter’s disconnect)', async () => {
    const { link, end } = setup()
    await createEip155Provider(link, 1).request({ method: 'wallet_revokePermissions' })
    expect(end).toHaveBeenCalledOnce()
  })

  it('wallet events: chainChanged once per change; accountsChanged as addresses', () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 1)
    const events = listen(provider)
    provider.walletEvent('chainChanged', 8453)
    provider.walletEvent('chainChanged', '0x2105')
    provider.walletEvent('accountsChanged', [`eip155:8453:${B}`, A, 'junk', 7])
    expect(events).toEqual([
      ['chainChanged', '0x2105'],
      ['accountsChanged', [B, A]],
    ])
  })

  it('a session update that drops the current chain or changes accounts is reported', async () => {
    const { link, state } = setup()
    const provider = createEip155Provider(link, 8453)
    await provider.request({ method: 'eth_accounts' })
    const events = listen(provider)
    provider.sessionUpdated() // nothing changed
    expect(events).toEqual([])
    const session = remoteSession()
    session.namespaces.eip155 = {
      ...session.namespaces.eip155!,
      chains: ['eip155:1'],
      accounts: [{ chainId: 'eip155:1', address: B }],
    }
    state.session = session
    provider.sessionUpdated()
    expect(events).toEqual([
      ['chainChanged', '0x1'],
      ['accountsChanged', [B]],
    ])
  })

  it('ended() tells the adapter: disconnect with code 4900', () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 1)
    const events = listen(provider)
    provider.ended()
    expect(events).toEqual([
      ['disconnect', { code: 4900, message: 'The WalletConnect session ended.' }],
    ])
  })
})

describe('createNamespaceProvider (solana, bip122 over the same session)', () => {
  it('answers account requests from the session and sends the rest to the wallet', async () => {
    const { link, request } = setup()
    const provider = createNamespaceProvider(link, 'solana')
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
      createNamespaceProvider(link, 'bip122').request({ method: 'signPsbt' }),
    ).rejects.toBeInstanceOf(ConnectBeforeRequestError)
  })
})
