import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts } from '../bitcoin/regtestKeys.js'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import {
  BIP122_EVENTS,
  BIP122_METHODS,
  createBitcoinRemoteSigner,
} from './createBitcoinRemoteSigner.js'
import { createRemoteWallet, type RemoteWallet } from './createRemoteWallet.js'
import { createTestDapp, type TestDapp } from './createTestDapp.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'
import { watchOutsideConnections } from './watchOutsideConnections.js'

const outside = watchOutsideConnections()
let devChain: StartDevChainReturnType
let relay: StartRelayReturnType
let wallet: RemoteWallet
let dapp: TestDapp

const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_chainId']
const eventNames = ['chainChanged', 'accountsChanged']
const account3 = testAccounts[3]!.address

beforeAll(async () => {
  ;[devChain, relay] = await Promise.all([
    startDevChain({
      chains: [
        { chainId: 1, name: 'Ethereum', fixtures: 'none' },
        { chainId: 8453, name: 'Base', fixtures: 'none' },
      ],
    }),
    startRelay(),
  ])
  ;[wallet, dapp] = await Promise.all([
    createRemoteWallet({
      relayUrl: relay.url,
      chains: devChain.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      accountIndex: 3,
    }),
    createTestDapp(relay.url),
  ])
})

afterAll(async () => {
  await Promise.all([wallet?.stop(), dapp?.stop()])
  await relay?.stop()
  await devChain?.stop()
  outside.stop()
})

async function connect(chains: string[]) {
  const { uri, approval } = await dapp.client.connect({
    optionalNamespaces: { eip155: { chains, methods, events: eventNames } },
  })
  // approval() must be called before the session settles: sign-client drops an earlier result.
  const settled = approval()
  await wallet.pair(uri!)
  return settled
}

function nextDappEvent<T>(name: 'session_delete' | 'session_event' | 'session_update') {
  return new Promise<T>((resolve) =>
    dapp.client.once(name, (event: unknown) => resolve(event as T)),
  )
}

describe('createRemoteWallet (real walletkit wallet, sign-client dapp, local relay, anvil)', () => {
  it('pairs and approves: the dapp gets a session with the wallet account on 1 and 8453', async () => {
    const session = await connect(['eip155:1', 'eip155:8453'])
    expect(session.namespaces.eip155!.accounts).toEqual([
      `eip155:1:${account3}`,
      `eip155:8453:${account3}`,
    ])
    expect(session.namespaces.eip155!.methods).toContain('wallet_switchEthereumChain')
    expect(session.peer.metadata.name).toBe('Gangway Remote Wallet')
    const walletSession = await wallet.waitForSession()
    expect(walletSession.topic).toBe(session.topic)
    expect(walletSession.chainIds).toEqual([1, 8453])
    expect(wallet.sessions().map((s) => s.topic)).toContain(session.topic)
  })

  it('approves only the chains it has', async () => {
    const session = await connect(['eip155:10', 'eip155:1'])
    expect(session.namespaces.eip155!.chains).toEqual(['eip155:1'])
  })

  it('rejects a proposal for chains it lacks with UNSUPPORTED_CHAINS', async () => {
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:137'], methods, events: eventNames } },
    })
    const outcome = approval().then(
      () => 'approved',
      (error: unknown) => error,
    )
    await wallet.pair(uri!)
    expect(await outcome).toMatchObject({ code: 5100 })
    const proposal = await wallet.waitForProposal({ match: (p) => p.status === 'rejected' })
    expect(proposal.requestedChains).toEqual(['eip155:137'])
  })

  it('rejects in manual mode: the dapp’s approval() rejects with USER_REJECTED', async () => {
    wallet.setMode({ proposals: 'manual' })
    try {
      const { uri, approval } = await dapp.client.connect({
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods, events: eventNames } },
      })
      const outcome = approval().then(
        () => 'approved',
        (error: unknown) => error,
      )
      await wallet.pair(uri!)
      // Earlier tests' proposals were auto-approved: wait for the one left pending.
      const pending = await wallet.waitForProposal({ match: (p) => p.status === 'pending' })
      expect(pending.proposer.name).toBe('Gangway Test Dapp')
      expect(pending.requestedChains).toEqual(['eip155:1'])
      await wallet.reject(pending.id)
      expect(await outcome).toMatchObject({ code: 5000, message: 'User rejected.' })
      expect(pending.status).toBe('rejected')
      expect(wallet.sessions().some((s) => s.pairingTopic === pending.pairingTopic)).toBe(false)
    } finally {
      wallet.setMode({ proposals: 'approve' })
    }
  })

  it('answers personal_sign and eth_signTypedData_v4 with real signatures', async () => {
    const session = await connect(['eip155:1'])
    const message = 'Sign in to Gangway'
    const signature = (await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex(message), account3] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: account3, message, signature })).toBe(true)
    expect(await verifyMessage({ address: testAccounts[1]!.address, message, signature })).toBe(
      false,
    )

    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'ahoy' },
    } as const
    const typedSignature = (await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_signTypedData_v4', params: [account3, JSON.stringify(typedData)] },
    })) as `0x${string}`
    expect(
      await verifyTypedData({
        address: account3,
        domain: typedData.domain,
        types: { Mail: typedData.types.Mail },
        primaryType: 'Mail',
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(true)
    const logged = await wallet.waitForRequest({ method: 'eth_signTypedData_v4' })
    expect(logged).toMatchObject({ status: 'approved', chainId: 'eip155:1' })
  })

  it('sends eth_sendTransaction on the requested chain and returns a mined hash', async () => {
    const session = await connect(['eip155:1', 'eip155:8453'])
    const base = devChain.chains.find((c) => c.chainId === 8453)!
    const client = createPublicClient({ transport: http(base.rpcUrl) })
    const to = testAccounts[7]!.address
    const before = await client.getBalance({ address: to })
    const hash = (await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account3, to, value: toHex(parseEther('1.5')) }],
      },
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account3.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'))
  })

  it('switches chain on wallet_switchEthereumChain (chainChanged) and answers eth_chainId', async () => {
    const session = await connect(['eip155:1', 'eip155:8453'])
    const event = nextDappEvent<{ params: { event: { name: string; data: unknown } } }>(
      'session_event',
    )
    await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    })
    expect((await event).params.event).toEqual({ name: 'chainChanged', data: 8453 })
    expect(wallet.chainId).toBe(8453)
    const chainId = await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: { method: 'eth_chainId', params: [] },
    })
    expect(chainId).toBe('0x2105')
    expect(
      await dapp.client.request({
        topic: session.topic,
        chainId: 'eip155:8453',
        request: {
          method: 'wallet_addEthereumChain',
          params: [{ chainId: '0x539', chainName: 'Local', rpcUrls: ['http://127.0.0.1:9'] }],
        },
      }),
    ).toBeNull()
    expect(wallet.chains.map((c) => c.chainId)).toContain(1337)
    await expect(
      dapp.client.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
      }),
    ).rejects.toMatchObject({ code: 4902 })
    await wallet.switchChain(1)
  })

  it('adds a chain to the session on switchChain when the session lacks it', async () => {
    const session = await connect(['eip155:1'])
    const update = nextDappEvent<{ params: { namespaces: Record<string, { chains: string[] }> } }>(
      'session_update',
    )
    const event = nextDappEvent<{ params: { event: { name: string; data: unknown } } }>(
      'session_event',
    )
    await wallet.switchChain(8453)
    expect((await update).params.namespaces.eip155!.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect((await event).params.event).toEqual({ name: 'chainChanged', data: 8453 })
    expect(dapp.client.session.get(session.topic).namespaces.eip155!.accounts).toContain(
      `eip155:8453:${account3}`,
    )
    await wallet.switchChain(1)
  })

  it('setAccounts() updates the session and emits accountsChanged', async () => {
    const session = await connect(['eip155:1'])
    const account5 = testAccounts[5]!.address
    const updated = new Promise<Record<string, { accounts: string[] }>>((resolve) => {
      const onUpdate = ({
        topic,
        params,
      }: {
        topic: string
        params: { namespaces: Record<string, { accounts: string[] }> }
      }) => {
        if (topic !== session.topic) return
        dapp.client.off('session_update', onUpdate)
        resolve(params.namespaces)
      }
      dapp.client.on('session_update', onUpdate)
    })
    const changed = new Promise<unknown>((resolve) => {
      const onEvent = ({ topic, params }: { topic: string; params: { event: unknown } }) => {
        if (topic !== session.topic) return
        dapp.client.off('session_event', onEvent)
        resolve(params.event)
      }
      dapp.client.on('session_event', onEvent)
    })
    try {
      await wallet.setAccounts([{ accountIndex: 5 }, { accountIndex: 3 }])
      expect(wallet.address).toBe(account5)
      expect((await updated).eip155!.accounts).toEqual([
        `eip155:1:${account5}`,
        `eip155:1:${account3}`,
      ])
      expect(await changed).toEqual({ name: 'accountsChanged', data: [account5, account3] })
      // The new account signs too.
      const signature = (await dapp.client.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [toHex('from #5'), account5] },
      })) as `0x${string}`
      expect(await verifyMessage({ address: account5, message: 'from #5', signature })).toBe(true)
    } finally {
      await wallet.setAccounts([{ accountIndex: 3 }])
    }
  })

  it('rejects requests with the user-rejected code in requestMode reject', async () => {
    const session = await connect(['eip155:1'])
    wallet.setMode({ requests: 'reject' })
    try {
      await expect(
        dapp.client.request({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'personal_sign', params: [toHex('no'), account3] },
        }),
      ).rejects.toMatchObject({ code: 5000 })
      // Requests are handed out once each, oldest first: skip the earlier approved ones.
      const refused = await wallet.waitForRequest({
        method: 'personal_sign',
        match: (request) => request.status !== 'approved',
      })
      expect(refused).toMatchObject({ status: 'rejected', error: { code: 5000 } })
      expect(refused.topic).toBe(session.topic)
    } finally {
      wallet.setMode({ requests: 'approve' })
    }
  })

  it('disconnect() ends the session: the dapp gets session_delete', async () => {
    const session = await connect(['eip155:1'])
    const deleted = nextDappEvent<{ topic: string }>('session_delete')
    expect(await wallet.disconnect(session.topic)).toBe(1)
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.sessions().map((s) => s.topic)).not.toContain(session.topic)
  })

  it('survives a relay restart mid-session: the next request still succeeds', async () => {
    const session = await connect(['eip155:1'])
    const accepted = relay.stats().connectionsTotal
    await relay.restart({ downMs: 300 })
    const signature = (await dapp.client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex('after restart'), account3] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: account3, message: 'after restart', signature })).toBe(
      true,
    )
    // Both clients came back on new sockets.
    expect(relay.stats().connectionsTotal).toBeGreaterThanOrEqual(accepted + 2)
  })

  it('routes Solana proposals and requests to the solana hook (TODO: a real Solana signer)', async () => {
    const solanaChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const calls: { method: string; chainId: string }[] = []
    const solanaWallet = await createRemoteWallet({
      relayUrl: relay.url,
      chains: [{ chainId: 1, rpcUrl: devChain.chains[0]!.rpcUrl }],
      privateKey: testAccounts[4]!.privateKey,
      solana: {
        chains: [solanaChain],
        accounts: ['GangwayTestSo1anaAccount1111111111111111111'],
        async request({ method, chainId }) {
          calls.push({ method, chainId })
          return { signature: 'fake-signature' }
        },
      },
    })
    try {
      const { uri, approval } = await dapp.client.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:1'], methods, events: eventNames },
          solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] },
        },
      })
      const settled = approval()
      await solanaWallet.pair(uri!)
      const session = await settled
      expect(session.namespaces.solana!.accounts).toEqual([
        `${solanaChain}:GangwayTestSo1anaAccount1111111111111111111`,
      ])
      expect(session.namespaces.eip155!.accounts).toEqual([`eip155:1:${testAccounts[4]!.address}`])
      const result = await dapp.client.request({
        topic: session.topic,
        chainId: solanaChain,
        request: { method: 'solana_signMessage', params: { message: 'aGk=' } },
      })
      expect(result).toEqual({ signature: 'fake-signature' })
      expect(calls).toEqual([{ method: 'solana_signMessage', chainId: solanaChain }])
    } finally {
      await solanaWallet.stop()
    }
  })

  it('routes bip122 proposals and requests to the bip122 hook; reject mode spares getAccountAddresses; events on a CAIP-2 chain', async () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const account = bitcoinTestAccounts[3]!
    const bip122 = createBitcoinRemoteSigner({
      account,
      // Not asked here: no transfer is made.
      esploraUrl: 'http://127.0.0.1:9',
      chains: [regtest],
    })
    const bitcoinWallet = await createRemoteWallet({
      relayUrl: relay.url,
      chains: [{ chainId: 1, rpcUrl: devChain.chains[0]!.rpcUrl }],
      privateKey: testAccounts[4]!.privateKey,
      bip122,
    })
    try {
      const { uri, approval } = await dapp.client.connect({
        optionalNamespaces: {
          bip122: { chains: [regtest], methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] },
        },
      })
      const settled = approval()
      await bitcoinWallet.pair(uri!)
      const session = await settled
      expect(session.namespaces.bip122).toMatchObject({
        accounts: [
          `${regtest}:${account.payment.address}`,
          `${regtest}:${account.ordinals.address}`,
        ],
        methods: [...BIP122_METHODS],
        events: ['bip122_addressesChanged'],
      })
      const ask = (method: string, params: unknown) =>
        dapp.client.request({ topic: session.topic, chainId: regtest, request: { method, params } })
      bitcoinWallet.setMode({ requests: 'reject' })
      await expect(
        ask('signMessage', { account: account.payment.address, message: 'hi' }),
      ).rejects.toMatchObject({ code: 5000 })
      // Account queries ask nobody.
      expect(await ask('getAccountAddresses', { account: account.payment.address })).toEqual(
        bip122.addresses(),
      )
      bitcoinWallet.setMode({ requests: 'approve' })
      const signed = (await ask('signMessage', {
        account: account.payment.address,
        message: 'hi',
        protocol: 'bip322',
      })) as { address: string; signature: string }
      expect(signed.address).toBe(account.payment.address)
      const event = nextDappEvent<{
        params: { chainId: string; event: { name: string; data: unknown } }
      }>('session_event')
      expect(await bitcoinWallet.emit('bip122_addressesChanged', bip122.addresses(), regtest)).toBe(
        1,
      )
      expect((await event).params).toEqual({
        chainId: regtest,
        event: { name: 'bip122_addressesChanged', data: bip122.addresses() },
      })
    } finally {
      await bitcoinWallet.stop()
    }
  })

  it('sent nothing outside 127.0.0.1', () => {
    expect(outside.hosts).toEqual([])
  })
})
