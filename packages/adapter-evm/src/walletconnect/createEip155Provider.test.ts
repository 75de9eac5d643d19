import type { RemoteSessionBridge } from '@gangway/core'
import { InvalidChainIdError, RpcMethodNotAllowedError } from '@gangway/core'
import { createLogger } from '@gangway/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { classifyRpcMethod } from '../rpc/classifyRpcMethod.js'
import { createEip155Provider } from './createEip155Provider.js'
import { EIP155_WALLETCONNECT } from './namespace.js'

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

type Grant = ReturnType<RemoteSessionBridge['granted']>

function grant(methods = ['personal_sign', 'wallet_switchEthereumChain']): Grant {
  return {
    chains: ['eip155:1', 'eip155:8453'],
    accounts: [
      { chainId: 'eip155:1', address: A },
      { chainId: 'eip155:8453', address: A },
      { chainId: 'eip155:8453', address: B },
    ],
    methods,
  }
}

/** A bridge over a hand-held grant whose wallet answers the test decides. */
function setup(options: { grant?: Grant } = {}) {
  const state = { grant: options.grant ?? grant() }
  const request = vi.fn(
    async (_: { chainId: string; method: string; params: unknown }) => 'from-wallet' as unknown,
  )
  const end = vi.fn(async () => {})
  const read = vi.fn(
    async (_: { chainId: string; method: string; params: unknown }) => '0x10' as unknown,
  )
  const bridge: RemoteSessionBridge = {
    granted: () => state.grant,
    request,
    end,
    read,
    logger: createLogger({ level: 'silent' }),
  }
  return { state, link: bridge, request, end, read }
}

function listen(provider: ReturnType<typeof createEip155Provider>) {
  const events: [string, unknown][] = []
  for (const name of ['chainChanged', 'accountsChanged', 'disconnect'])
    provider.on(name, (payload: unknown) => events.push([name, payload]))
  return events
}

describe('createEip155Provider (EIP-1193 over a WalletConnect session)', () => {
  it('is what the walletConnect capability creates, with the EVM methods and events', async () => {
    const { link } = setup()
    const support = await EIP155_WALLETCONNECT.load()
    const provider = support.createProvider?.(link, 'eip155:8453')
    expect(await provider?.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(support.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(support.methods).toContain('eth_sendTransaction')
  })

  // Spec §6: "Others refused with 'Requested RPC call is not allowed'".
  it.each(['eth_sign', 'eth_signTransaction', 'eth_signTypedData_v3', 'eth_signTypedData'])(
    'refuses %s and never forwards it to the wallet',
    async (method) => {
      const { link, request } = setup({ grant: { ...grant(), methods: [method] } })
      const provider = createEip155Provider(link, 'eip155:1')
      await expect(provider.request({ method, params: [A, '0x00'] })).rejects.toBeInstanceOf(
        RpcMethodNotAllowedError,
      )
      expect(request).not.toHaveBeenCalled()
    },
  )

  it('the proposal asks wallets for no method Gangway refuses (no eth_sign)', async () => {
    const support = await EIP155_WALLETCONNECT.load()
    expect(support.methods).not.toContain('eth_sign')
    for (const method of support.methods) expect(classifyRpcMethod(method)).not.toBe('refused')
  })

  it('accounts and chain come from the session, starting on the preferred chain', async () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 'eip155:8453')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A, B])
    const onOne = createEip155Provider(link, 'eip155:10') // not in the session: its first chain
    expect(await onOne.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await onOne.request({ method: 'eth_accounts' })).toEqual([A])
  })

  it('a session account that is no EVM address is never reported (the session reader knows no family)', async () => {
    const { link } = setup({
      grant: {
        chains: ['eip155:1'],
        accounts: [
          { chainId: 'eip155:1', address: '0xnothex' },
          { chainId: 'eip155:1', address: A },
          { chainId: 'eip155:1', address: `${A}00` },
        ],
        methods: [],
      },
    })
    const provider = createEip155Provider(link, 'eip155:1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
  })

  it('signing and sending go to the wallet through the session on the current chain', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 'eip155:8453')
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', A] })).toBe(
      'from-wallet',
    )
    expect(request).toHaveBeenCalledWith({
      chainId: 'eip155:8453',
      method: 'personal_sign',
      params: ['0x00', A],
    })
  })

  it('read-only chain queries go to the RPC; wallet_* queries to the wallet', async () => {
    const { link, request, read } = setup()
    const provider = createEip155Provider(link, 'eip155:1')
    expect(await provider.request({ method: 'eth_getBalance', params: [A, 'latest'] })).toBe('0x10')
    expect(read).toHaveBeenCalledWith({
      chainId: 'eip155:1',
      method: 'eth_getBalance',
      params: [A, 'latest'],
    })
    await provider.request({ method: 'wallet_getCapabilities', params: [A] })
    expect(request.mock.calls.at(-1)?.[0].method).toBe('wallet_getCapabilities')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('wallet_switchEthereumChain to a chain of the session switches here and tells the wallet', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 'eip155:1')
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
      chainId: 'eip155:8453',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
  })

  it('…without telling a wallet that does not support the method', async () => {
    const { link, request } = setup({ grant: grant(['personal_sign']) })
    const provider = createEip155Provider(link, 'eip155:1')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('a chain outside the session goes to the wallet; its 4902 comes back with the code', async () => {
    const { link, request } = setup()
    const provider = createEip155Provider(link, 'eip155:1')
    request.mockRejectedValueOnce({ code: 4902, message: 'Unrecognized chain' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(request.mock.calls[0]?.[0]).toMatchObject({ chainId: 'eip155:1' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'nope' }] }),
    ).rejects.toBeInstanceOf(InvalidChainIdError)
  })

  it('wallet_revokePermissions ends the session (the EVM adapter’s disconnect)', async () => {
    const { link, end } = setup()
    await createEip155Provider(link, 'eip155:1').request({ method: 'wallet_revokePermissions' })
    expect(end).toHaveBeenCalledOnce()
  })

  it('wallet events: chainChanged once per change; accountsChanged as addresses', () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 'eip155:1')
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
    const provider = createEip155Provider(link, 'eip155:8453')
    await provider.request({ method: 'eth_accounts' })
    const events = listen(provider)
    provider.sessionUpdated() // nothing changed
    expect(events).toEqual([])
    state.grant = {
      ...grant(),
      chains: ['eip155:1'],
      accounts: [{ chainId: 'eip155:1', address: B }],
    }
    provider.sessionUpdated()
    expect(events).toEqual([
      ['chainChanged', '0x1'],
      ['accountsChanged', [B]],
    ])
  })

  it('ended() tells the adapter: disconnect with code 4900', () => {
    const { link } = setup()
    const provider = createEip155Provider(link, 'eip155:1')
    const events = listen(provider)
    provider.ended()
    expect(events).toEqual([
      ['disconnect', { code: 4900, message: 'The WalletConnect session ended.' }],
    ])
  })
})
