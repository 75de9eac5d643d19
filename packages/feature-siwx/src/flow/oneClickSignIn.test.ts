// @vitest-environment node
import { evmAdapter } from '@gangway/adapter-evm'
import {
  type Feature,
  loadWalletConnect,
  memoryBackend,
  start,
  subscribeEvents,
  UserRejectedRequestError,
} from '@gangway/core'
import { createEngine, type Engine } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import {
  createMemoryStorage,
  createRemoteWallet,
  type RemoteWallet,
  type StartRelayReturnType,
  type StartSiwxServerReturnType,
  startRelay,
  startSiwxServer,
} from '@gangway/devstack'
import { walletConnect } from '@gangway/walletconnect'
import { ParsedMessage } from '@spruceid/siwe-parser'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { account, devstack } from '../../test/chain.js'
import { SIWX_EVENTS } from '../events.js'
import { siwxFeature } from '../siwxFeature.js'
import { siwxState } from '../state.js'
import { httpSiwxStorage } from '../storage/httpSiwxStorage.js'
import type { SiwxSession } from '../types.js'
import { sessionFromCacao } from './oneClickSignIn.js'
import { signIn } from './signIn.js'

const ME = account(6)
let relay: StartRelayReturnType
let wallet: RemoteWallet
let server: StartSiwxServerReturnType

beforeAll(async () => {
  relay = await startRelay()
  ;[wallet, server] = await Promise.all([
    createRemoteWallet({
      relayUrl: relay.url,
      chains: devstack().chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      privateKey: ME.privateKey,
    }),
    startSiwxServer({ chains: devstack().chains, origins: ['http://localhost:3000'] }),
  ])
})
afterAll(async () => {
  await wallet?.stop()
  await Promise.all([relay?.stop(), server?.stop()])
})

/** A started engine as a host builds it: EVM adapter, WalletConnect on the local relay, siwx. */
function setup(
  siwx: Feature = siwxFeature({ required: true, statement: 'Sign in to the tests.' }),
) {
  const backend = memoryBackend()
  const engine = createEngine(
    {
      projectId: 'siwx-one-click',
      networks: [mainnet, base],
      adapters: [evmAdapter()],
      rpcUrls: Object.fromEntries(
        devstack().chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]]),
      ),
      metadata: {
        name: 'Gangway Tests',
        description: 't',
        url: 'http://localhost:3000',
        icons: [],
      },
      walletConnect: walletConnect({
        storage: createMemoryStorage(),
        relayUrl: relay.url,
        verify: false,
      }),
      features: { siwx },
      logLevel: 'silent',
    },
    { storage: backend, isMobile: () => false },
  )
  const stop = start(engine)
  onTestFinished(() => stop())
  const seen: string[] = []
  subscribeEvents(engine, (e) => seen.push(e.data.event))
  return { engine, backend, seen }
}

/** Pairs the engine with the remote wallet; resolves once `connect()` settled (or its error). */
async function pair(engine: Engine): Promise<unknown> {
  const client = await loadWalletConnect(engine)
  const connected = client.connect().then(
    () => undefined,
    (error: unknown) => error,
  )
  const uri = await vi.waitFor(
    () => client.$state.get().wcUri ?? Promise.reject(new Error('no URI yet')),
    { timeout: 10_000, interval: 20 },
  )
  await wallet.pair(uri)
  return connected
}

const stored = (backend: ReturnType<typeof memoryBackend>): SiwxSession[] =>
  JSON.parse(backend.getItem('gw:f:siwx:sessions') ?? '[]')
const view = (engine: Engine) => engine.$router.get().view
const personalSigns = () => wallet.requests.filter((r) => r.method === 'personal_sign').length

describe('WalletConnect one-click sign-in (real sign clients on the local relay)', () => {
  it('the proposal asks for each network; each verified CACAO becomes a session and SIWXSignMessage never shows', async () => {
    const { engine, backend, seen } = setup()
    const signsBefore = personalSigns()
    expect(await pair(engine)).toBeUndefined()
    const proposal = wallet.proposals.at(-1)!
    expect(proposal.authentication).toEqual([
      expect.objectContaining({ chains: ['eip155:1'], domain: 'localhost:3000' }),
      expect.objectContaining({ chains: ['eip155:8453'], domain: 'localhost:3000' }),
    ])
    const sessions = stored(backend)
    expect(sessions.map((s) => s.data.chainId).sort()).toEqual(['eip155:1', 'eip155:8453'])
    for (const session of sessions) {
      expect(session.cacao).toMatchObject({ h: { t: 'caip122' }, s: { t: 'eip191' } })
      // Strict EIP-4361, round-tripping to the same fields as the session's data.
      const parsed = new ParsedMessage(session.message)
      expect(parsed).toMatchObject({
        domain: 'localhost:3000',
        address: ME.address,
        statement: 'Sign in to the tests.',
        uri: 'http://localhost:3000',
        version: '1',
        chainId: Number(session.data.chainId.split(':')[1]),
        nonce: session.data.nonce,
        issuedAt: session.data.issuedAt,
        expirationTime: session.data.expirationTime,
      })
    }
    // Two different nonces: a server's single-use nonces work per network.
    expect(new Set(sessions.map((s) => s.data.nonce)).size).toBe(2)
    expect(view(engine)).not.toBe('SIWXSignMessage')
    expect(engine.$modal.get().open).toBe(false)
    expect(siwxState.get(engine).$session.get()?.data.chainId).toBe('eip155:1')
    expect(seen.filter((e) => e === SIWX_EVENTS.signedIn)).toHaveLength(2)
    expect(personalSigns()).toBe(signsBefore)
  })

  it('a wallet without one-click support takes the normal flow: SIWXSignMessage, then personal_sign', async () => {
    wallet.setMode({ authentication: 'unsupported' })
    onTestFinished(() => wallet.setMode({ authentication: 'sign' }))
    const { engine, backend } = setup()
    expect(await pair(engine)).toBeUndefined()
    expect(wallet.proposals.at(-1)!.authentication).toHaveLength(2)
    expect(stored(backend)).toEqual([])
    expect(view(engine)).toBe('SIWXSignMessage')
    const session = await signIn(engine, siwxState.get(engine))
    expect(session?.cacao).toBeUndefined()
    expect(stored(backend)).toEqual([session])
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', status: 'approved' })
  })

  it('a CACAO whose signature does not verify is refused: nothing stored, SIWXSignMessage asks', async () => {
    wallet.setMode({ authentication: 'tamper' })
    onTestFinished(() => wallet.setMode({ authentication: 'sign' }))
    const { engine, backend, seen } = setup()
    expect(await pair(engine)).toBeUndefined()
    expect(wallet.proposals.at(-1)!.cacaos).toHaveLength(2)
    expect(stored(backend)).toEqual([])
    expect(seen).not.toContain(SIWX_EVENTS.signedIn)
    expect(view(engine)).toBe('SIWXSignMessage')
  })

  it('a wallet that declines the sign-in declines the pairing: nothing connected or stored', async () => {
    wallet.setMode({ authentication: 'reject' })
    onTestFinished(() => wallet.setMode({ authentication: 'sign' }))
    const { engine, backend } = setup()
    expect(await pair(engine)).toBeInstanceOf(UserRejectedRequestError)
    expect(engine.$accounts.get().eip155?.status).not.toBe('connected')
    expect(stored(backend)).toEqual([])
  })

  it('optional sign-in with a host signer asks nothing of the pairing', async () => {
    const signer = vi.fn(async () => '0x')
    const { engine } = setup(siwxFeature({ signer }))
    expect(await pair(engine)).toBeUndefined()
    expect(wallet.proposals.at(-1)!.authentication).toBeUndefined()
  })

  it('the server-backed storage: nonces issued by the server, sessions verified and kept there', async () => {
    let cookie = ''
    const cookieFetch: typeof fetch = async (input, init = {}) => {
      const response = await fetch(input, { ...init, headers: { ...init.headers, cookie } })
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie
      return response
    }
    const before = server.sessions().length
    const { engine } = setup(
      siwxFeature({
        required: true,
        storage: httpSiwxStorage({ url: server.url, fetch: cookieFetch }),
      }),
    )
    expect(await pair(engine)).toBeUndefined()
    const asked = wallet.proposals.at(-1)!.authentication as { nonce: string }[]
    const kept = server.sessions().slice(before)
    expect(kept.map((s) => s.data.chainId).sort()).toEqual(['eip155:1', 'eip155:8453'])
    // Both server nonces were used (single use), so neither is open any more.
    for (const { nonce } of asked) expect(server.openNonces()).not.toContain(nonce)
    expect(view(engine)).not.toBe('SIWXSignMessage')
    expect(siwxState.get(engine).$session.get()).toBeDefined()
  })
})

describe('sessionFromCacao: a CACAO must answer one of our requests', () => {
  const request = {
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    chains: ['eip155:1'],
    nonce: 'abcdEFGH1234',
    statement: 'Sign in.',
    exp: '2030-01-01T00:00:00.000Z',
  }
  const cacao = (p: Record<string, unknown> = {}) => ({
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:eip155:1:${ME.address.toLowerCase()}`,
      domain: request.domain,
      aud: request.uri,
      version: '1',
      nonce: request.nonce,
      iat: '2026-01-01T00:00:00.000Z',
      statement: request.statement,
      exp: request.exp,
      ...p,
    },
    s: { t: 'eip191', s: '0x1234' },
  })

  it('rebuilds the message from the signed fields (address checksummed, Chain ID from iss)', () => {
    const session = sessionFromCacao(cacao(), [request])!
    expect(session.data).toMatchObject({ accountAddress: ME.address, chainId: 'eip155:1' })
    expect(new ParsedMessage(session.message)).toMatchObject({ chainId: 1, nonce: request.nonce })
  })

  it.each([
    ['another nonce', { nonce: 'zzzzZZZZ9999' }],
    ['another chain', { iss: `did:pkh:eip155:8453:${ME.address}` }],
    ['another domain', { domain: 'evil.example' }],
    ['another URI', { aud: 'https://evil.example' }],
    ['another statement', { statement: 'Give me everything.' }],
    ['another expiry', { exp: '2099-01-01T00:00:00.000Z' }],
    ['an unreadable issue time', { iat: 'yesterday' }],
    ['a malformed issuer', { iss: 'did:web:evil.example' }],
    ['another version', { version: '2' }],
  ])('refuses %s', (_, change) => {
    expect(sessionFromCacao(cacao(change), [request])).toBeUndefined()
  })

  // Issue 31 (Low): future-dated CACAOs. A wallet's `iat` later than now (beyond the clock-skew
  // allowance) or a `nbf` not reached yet is not a sign-in that counts now.
  it.each([
    ['an issue time in the future', { iat: new Date(Date.now() + 10 * 60_000).toISOString() }, {}],
    [
      'a Not Before in the future (even one we asked for)',
      { nbf: '2099-01-01T00:00:00.000Z' },
      { nbf: '2099-01-01T00:00:00.000Z' },
    ],
  ])('refuses a future-dated CACAO: %s', (_, change, asked) => {
    expect(sessionFromCacao(cacao(change), [{ ...request, ...asked }])).toBeUndefined()
  })

  it('accepts an issue time a little ahead (clock skew) and a Not Before already reached', () => {
    const nbf = '2026-01-01T00:00:00.000Z'
    const soon = new Date(Date.now() + 60_000).toISOString()
    expect(sessionFromCacao(cacao({ iat: soon }), [request])).toBeDefined()
    expect(sessionFromCacao(cacao({ nbf }), [{ ...request, nbf }])?.data.notBefore).toBe(nbf)
  })

  it('refuses what is not a CACAO', () => {
    expect(sessionFromCacao({ h: { t: 'eip4361' } }, [request])).toBeUndefined()
    expect(sessionFromCacao('cacao', [request])).toBeUndefined()
  })
})
