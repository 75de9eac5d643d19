import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../chain/spawnAnvil.js'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import type { RunningService } from '../cli/services.js'
import { createTestDapp, type TestDapp } from './createTestDapp.js'
import { startWalletConnectStack } from './startWalletConnectStack.js'
import { walletConnectService } from './walletConnectService.js'
import { watchOutsideConnections } from './watchOutsideConnections.js'

const outside = watchOutsideConnections()
let devChain: StartDevChainReturnType
let service: RunningService
let dapp: TestDapp
let state: { relayUrl: string; controlUrl: string; address: string }
const account3 = testAccounts[3]!.address

beforeAll(async () => {
  devChain = await startDevChain({
    chains: [
      { chainId: 1, name: 'Ethereum', fixtures: 'none' },
      { chainId: 8453, name: 'Base', fixtures: 'none' },
    ],
  })
  const chain: RunningService = {
    state: { chains: devChain.chains, accounts: devChain.accounts },
    summary: [],
    stop: devChain.stop,
  }
  service = await walletConnectService.start({}, new Map([['chain', chain]]))
  state = service.state as typeof state
  dapp = await createTestDapp(state.relayUrl)
})

afterAll(async () => {
  await dapp?.stop()
  await service?.stop()
  await devChain?.stop()
  outside.stop()
})

async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${state.controlUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function connect() {
  const { uri, approval } = await dapp.client.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:8453'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  return { uri: uri!, approval: approval() }
}

function personalSign(topic: string, message: string) {
  return dapp.client.request<`0x${string}`>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex(message), account3] },
  })
}

describe('walletconnect devstack service + control API', () => {
  it('starts the relay, the remote wallet (anvil #3) and the control API', async () => {
    expect(state).toEqual({
      relayUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/),
      controlUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      address: account3,
    })
    expect(service.summary.join('\n')).toContain('Gangway Remote Wallet')
    expect(service.summary.join('\n')).toContain(state.controlUrl)
    const { status, body } = await control('GET', '/state')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      address: account3,
      chainId: 1,
      mode: { proposals: 'approve', requests: 'approve' },
      sessions: [],
      relayUrl: state.relayUrl,
      controlUrl: state.controlUrl,
    })
    expect(body.chains.map((c: { chainId: number }) => c.chainId)).toEqual([1, 8453])
  })

  it('answers CORS preflights and sends Access-Control-Allow-Origin: *', async () => {
    const preflight = await fetch(`${state.controlUrl}/pair`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const { headers } = await control('GET', '/state')
    expect(headers.get('access-control-allow-origin')).toBe('*')
  })

  it('POST /pair connects a dapp; /mode, /switch-chain, /relay/restart and /disconnect drive it', async () => {
    const { uri, approval } = await connect()
    expect((await control('POST', '/pair', { uri })).body).toEqual({ ok: true })
    const session = await approval
    expect(session.namespaces.eip155!.accounts).toContain(`eip155:1:${account3}`)
    const after = (await control('GET', '/state')).body
    expect(after.sessions.map((s: { topic: string }) => s.topic)).toEqual([session.topic])
    expect(after.sessions[0].peer.name).toBe('Gangway Test Dapp')

    const signature = await personalSign(session.topic, 'via control')
    expect(await verifyMessage({ address: account3, message: 'via control', signature })).toBe(true)

    expect((await control('POST', '/mode', { requests: 'reject' })).body).toEqual({
      mode: { proposals: 'approve', requests: 'reject', authentication: 'sign' },
    })
    expect((await control('POST', '/mode', { authentication: 'unsupported' })).body).toEqual({
      mode: { proposals: 'approve', requests: 'reject', authentication: 'unsupported' },
    })
    await control('POST', '/mode', { authentication: 'sign' })
    await expect(personalSign(session.topic, 'refused')).rejects.toMatchObject({ code: 5000 })
    await control('POST', '/mode', { requests: 'approve' })
    const requests = (await control('GET', '/state')).body.requests as {
      method: string
      status: string
    }[]
    expect(requests.map((r) => r.status)).toEqual(['approved', 'rejected'])

    const chainChanged = new Promise((resolve) =>
      dapp.client.once('session_event', ({ params }) => resolve(params.event)),
    )
    expect((await control('POST', '/switch-chain', { chainId: '0x2105' })).body).toEqual({
      chainId: 8453,
    })
    expect(await chainChanged).toEqual({ name: 'chainChanged', data: 8453 })

    expect((await control('POST', '/relay/restart', { downMs: 200 })).body).toMatchObject({
      ok: true,
    })
    const again = await personalSign(session.topic, 'after restart')
    expect(
      await verifyMessage({ address: account3, message: 'after restart', signature: again }),
    ).toBe(true)

    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.client.once('session_delete', resolve),
    )
    expect((await control('POST', '/disconnect')).body).toEqual({ disconnected: 1 })
    expect((await deleted).topic).toBe(session.topic)
    expect((await control('GET', '/state')).body.sessions).toEqual([])
  })

  it('POST /mode {proposals} makes the wallet reject proposals (or wait for /approve)', async () => {
    await control('POST', '/mode', { proposals: 'reject' })
    const rejected = await connect()
    await control('POST', '/pair', { uri: rejected.uri })
    await expect(rejected.approval).rejects.toMatchObject({ code: 5000 })

    await control('POST', '/mode', { proposals: 'manual' })
    const manual = await connect()
    await control('POST', '/pair', { uri: manual.uri })
    let pending: { id: number } | undefined
    for (let i = 0; i < 50 && !pending; i++) {
      const { proposals } = (await control('GET', '/state')).body
      pending = proposals.find((p: { status: string }) => p.status === 'pending')
      if (!pending) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(pending).toBeDefined()
    const approved = await control('POST', '/approve', { id: pending!.id })
    expect(approved.status).toBe(200)
    expect((await manual.approval).topic).toBe(approved.body.session.topic)
    await control('POST', '/mode', { proposals: 'approve' })
    await control('POST', '/disconnect')
  })

  it('answers bad input with 400 and unknown routes with 404', async () => {
    expect(await control('POST', '/pair', { uri: 'https://example.com' })).toMatchObject({
      status: 400,
      body: { error: { name: 'ControlApiError' } },
    })
    expect((await control('POST', '/mode', { proposals: 'maybe' })).status).toBe(400)
    expect((await control('POST', '/switch-chain', { chainId: 137 })).status).toBe(400)
    expect((await control('POST', '/relay/restart', { downMs: -1 })).status).toBe(400)
    expect((await control('POST', '/approve', {})).body.error.name).toBe('RemoteWalletError')
    expect((await control('GET', '/nope')).status).toBe(404)
    const notJson = await fetch(`${state.controlUrl}/mode`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
  })

  it('uses port + 20 (relay) and port + 21 (control) with a base port', async () => {
    let base = await getFreePort()
    if (base > 65_000) base -= 1000
    const stack = await startWalletConnectStack({ chains: devChain.chains, port: base })
    try {
      expect(stack.relayUrl).toBe(`ws://127.0.0.1:${base + 20}`)
      expect(stack.controlUrl).toBe(`http://127.0.0.1:${base + 21}`)
      expect(stack.address).toBe(account3)
    } finally {
      await stack.stop()
    }
  })

  it('with the local Solana chain: the wallet has Solana account #3; POST /solana picks the signTransaction answer', async () => {
    const { startSolanaChain } = await import('../solana/startSolanaChain.js')
    const { solanaTestAccounts } = await import('../solana/solanaAccounts.js')
    const solana = await startSolanaChain()
    const stack = await startWalletConnectStack({ chains: devChain.chains, solana })
    try {
      expect(stack.solanaAddress).toBe(solanaTestAccounts[3]!.address)
      const get = () => fetch(`${stack.controlUrl}/state`).then((r) => r.json())
      expect((await get()).solana).toEqual({
        address: solanaTestAccounts[3]!.address,
        chains: [solana.caipNetworkId],
        signTransactionResult: 'transaction',
      })
      const post = (body: unknown) =>
        fetch(`${stack.controlUrl}/solana`, { method: 'POST', body: JSON.stringify(body) })
      expect((await post({ signTransactionResult: 'signature' })).status).toBe(200)
      expect((await get()).solana.signTransactionResult).toBe('signature')
      expect((await post({ signTransactionResult: 'nope' })).status).toBe(400)
    } finally {
      await stack.stop()
      await solana.stop()
    }
  })

  it('sent nothing outside 127.0.0.1', () => {
    expect(outside.hosts).toEqual([])
  })
})
