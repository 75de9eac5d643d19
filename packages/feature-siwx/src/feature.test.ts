import {
  type BaseError,
  close,
  connect,
  disconnect,
  memoryBackend,
  open,
  subscribeEvents,
  switchNetwork,
} from '@gangway/core'
import { loadFeature } from '@gangway/core/internal'
import { base } from '@gangway/core/networks'
import { METAMASK } from '@gangway/testkit'
import { ParsedMessage } from '@spruceid/siwe-parser'
import { describe, expect, it, vi } from 'vitest'
import { account, messageData, signedSession } from '../test/chain.js'
import { mixedSiwxModal, siwxModal } from '../test/fixtures.js'
import { SIWX_MESSAGES } from './constants.js'
import { SIWX_EVENTS } from './events.js'
import { cancelSignIn } from './flow/cancelSignIn.js'
import { signIn } from './flow/signIn.js'
import { getSiwxSession } from './host/siwxSession.js'
import { siwxFeature } from './siwxFeature.js'
import { siwxState } from './state.js'
import type { SiwxSession, SiwxStorage } from './types.js'

const ME = account(5)
/** The spec's lines these tests hold the feature to. */
const CANCEL_RULE = 'Cancel disconnects if sign-in is required, else closes.'
const EIP155_RULE = 'Sign-in only when all chains are in eip155.'
type Engine = Awaited<ReturnType<typeof siwxModal>>['engine']
const runtime = (engine: Engine) => siwxState.get(engine)
const view = (engine: Engine) => engine.$router.get().view
const stored = (backend: ReturnType<typeof memoryBackend>): SiwxSession[] =>
  JSON.parse(backend.getItem('gw:f:siwx:sessions') ?? '[]')
const events = (engine: Engine) => {
  const seen: string[] = []
  subscribeEvents(engine, (e) => seen.push(e.data.event))
  return seen
}

describe('descriptor', () => {
  it('declares the view and the connect step as data; the code stays behind import()', () => {
    expect(siwxFeature({ required: true })).toMatchObject({
      id: 'siwx',
      loadOn: 'open',
      provides: { views: [{ name: 'SIWXSignMessage' }], connectStep: true },
    })
  })

  it("refuses siweConfig with the new options: 'Cannot set both siweConfig and siwx options'", () => {
    const siweConfig = { getNonce: async () => 'abcdefgh', verifyMessage: async () => true }
    expect(() => siwxFeature({ siweConfig, storage: 'memory' })).toThrow(
      'Cannot set both siweConfig and siwx options',
    )
    expect(() => siwxFeature({ siweConfig })).not.toThrow()
  })
})

describe('sign-in after a new connection', () => {
  it('asks with SIWXSignMessage; Sign stores a verified session, closes and tells the host', async () => {
    const backend = memoryBackend()
    const { engine, fake } = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      connected: false,
    })
    const seen = events(engine)
    open(engine)
    await connect(engine, { connectorId: METAMASK.id })
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(engine.$modal.get().open).toBe(true)
    const session = await signIn(engine, runtime(engine))
    expect(session).toBeDefined()
    expect(engine.$modal.get().open).toBe(false)
    expect(stored(backend)).toEqual([session])
    expect(runtime(engine).$session.get()).toEqual(session)
    expect(seen).toContain(SIWX_EVENTS.signedIn)
    // The wallet signed exactly the stored message, a standard EIP-4361 text.
    const message = fake.instance.signMessage.mock.calls[0]![0].message
    expect(message).toBe(session!.message)
    const parsed = new ParsedMessage(message)
    expect(parsed).toMatchObject({
      address: ME.address,
      chainId: 1,
      version: '1',
      domain: location.host,
      uri: location.origin,
      nonce: session!.data.nonce,
      issuedAt: session!.data.issuedAt,
      expirationTime: session!.data.expirationTime,
    })
    expect(Date.parse(parsed.expirationTime!) - Date.parse(parsed.issuedAt!)).toBe(7 * 86_400_000)
  })

  it('an existing valid session for that chain and address: nothing asked', async () => {
    const backend = memoryBackend()
    const session = await signedSession(ME.privateKey, {
      ...messageData(ME.address),
      domain: location.host,
    })
    backend.setItem('gw:f:siwx:sessions', JSON.stringify([session]))
    const { engine } = await siwxModal({ privateKey: ME.privateKey, backend, connected: false })
    open(engine)
    await connect(engine, { connectorId: METAMASK.id })
    expect(engine.$modal.get().open).toBe(false)
    expect(runtime(engine).$session.get()).toEqual(session)
  })

  it('an expired session asks again (and is deleted)', async () => {
    const backend = memoryBackend()
    const data = messageData(ME.address)
    const expired = await signedSession(ME.privateKey, {
      ...data,
      issuedAt: new Date(Date.now() - 10_000).toISOString(),
      expirationTime: new Date(Date.now() - 1).toISOString(),
    })
    backend.setItem('gw:f:siwx:sessions', JSON.stringify([expired]))
    const { engine } = await siwxModal({ privateKey: ME.privateKey, backend })
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(stored(backend)).toEqual([])
  })

  it("a tampered signature is refused: 'The signature is not valid', nothing stored", async () => {
    const backend = memoryBackend()
    const { engine, fake } = await siwxModal({ privateKey: ME.privateKey, backend })
    const other = account(6)
    fake.instance.signMessage.mockImplementation(async ({ message }) =>
      (await import('viem/accounts'))
        .privateKeyToAccount(other.privateKey)
        .signMessage({ message }),
    )
    const seen = events(engine)
    expect(await signIn(engine, runtime(engine))).toBeUndefined()
    expect(stored(backend)).toEqual([])
    expect((runtime(engine).$error.get() as BaseError).shortMessage).toBe(
      SIWX_MESSAGES.invalidSignature,
    )
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(engine.$modal.get().open).toBe(true)
    expect(seen).toContain(SIWX_EVENTS.signError)
  })

  it("a declined signature: the 'Signature declined' toast, the view stays", async () => {
    const { engine, fake } = await siwxModal({ privateKey: ME.privateKey })
    fake.instance.signMessage.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await signIn(engine, runtime(engine))
    expect(view(engine)).toBe('SIWXSignMessage')
    const toasts = [...engine.$toasts.get(), ...engine._internal.toastQueue].map((t) => t.message)
    expect(toasts).toContain('Signature declined')
  })

  it("failure to start (the host's storage fails): disconnect, Connect, the spec's toast", async () => {
    const broken: SiwxStorage = {
      get: () => Promise.reject(new Error('server down')),
      add: async () => {},
      set: async () => {},
      delete: async () => {},
    }
    const { engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ storage: broken }) },
    })
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(view(engine)).toBe('Connect')
    const toasts = [...engine.$toasts.get(), ...engine._internal.toastQueue].map((t) => t.message)
    expect(toasts).toContain('A problem occurred while trying initialize authentication')
  })

  it('the host signer signs instead of the wallet', async () => {
    const signer = vi.fn(async ({ message }: { message: string }) =>
      (await import('viem/accounts')).privateKeyToAccount(ME.privateKey).signMessage({ message }),
    )
    const { engine, fake } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ signer, storage: 'memory' }) },
    })
    expect(await signIn(engine, runtime(engine))).toBeDefined()
    expect(signer).toHaveBeenCalledWith(
      expect.objectContaining({ address: ME.address, chainId: 'eip155:1' }),
    )
    expect(fake.instance.signMessage).not.toHaveBeenCalled()
  })
})

describe('siweConfig (the older hooks)', () => {
  it("its server's nonce goes in the message; its verdict decides ('The signature is not valid')", async () => {
    const backend = memoryBackend()
    let verdict = false
    const verifyMessage = vi.fn(async () => verdict)
    const { engine } = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      features: {
        siwx: siwxFeature({ siweConfig: { getNonce: async () => 'serverNonce42', verifyMessage } }),
      },
    })
    expect(await signIn(engine, runtime(engine))).toBeUndefined()
    expect((runtime(engine).$error.get() as BaseError).shortMessage).toBe(
      'The signature is not valid',
    )
    expect(stored(backend)).toEqual([])
    verdict = true
    const session = await signIn(engine, runtime(engine))
    expect(session?.data.nonce).toBe('serverNonce42')
    expect(verifyMessage).toHaveBeenLastCalledWith({
      message: session!.message,
      signature: session!.signature,
    })
    expect(stored(backend)).toEqual([session])
  })
})

describe('required vs optional', () => {
  it('required: close and Escape only shake on SIWXSignMessage and ApproveTransaction', async () => {
    const { engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(engine.$closable.get()).toBe(false)
    expect(close(engine)).toBe(false)
    expect(engine.$modal.get()).toMatchObject({ open: true, shake: true })
    open(engine, { view: 'ApproveTransaction' })
    expect(close(engine)).toBe(false)
    open(engine, { view: 'Account' })
    expect(engine.$closable.get()).toBe(true)
    open(engine, { view: 'SIWXSignMessage' })
    await signIn(engine, runtime(engine))
    expect(engine.$closable.get()).toBe(true)
    expect(engine.$modal.get().open).toBe(false)
  })

  it(`optional: Cancel closes and stays connected; close is never guarded ('${CANCEL_RULE}')`, async () => {
    const { engine } = await siwxModal({ privateKey: ME.privateKey })
    expect(engine.$closable.get()).toBe(true)
    await cancelSignIn(engine, runtime(engine))
    expect(engine.$modal.get().open).toBe(false)
    expect(engine.$account.get()?.status).toBe('connected')
  })

  it(`required: Cancel disconnects ('${CANCEL_RULE}')`, async () => {
    const { engine, fake } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    await cancelSignIn(engine, runtime(engine))
    expect(fake.instance.disconnect).toHaveBeenCalled()
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(engine.$modal.get().open).toBe(false)
  })

  it(`a network switch without a session asks again; required Cancel disconnects, it does not switch back ('${CANCEL_RULE}')`, async () => {
    const backend = memoryBackend()
    const { engine, fake } = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      features: { siwx: siwxFeature({ required: true }) },
    })
    await signIn(engine, runtime(engine))
    expect(engine.$modal.get().open).toBe(false)
    expect(stored(backend)).toHaveLength(1)
    await switchNetwork(engine, base)
    await vi.waitFor(() => expect(view(engine)).toBe('SIWXSignMessage'))
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$closable.get()).toBe(false)
    await cancelSignIn(engine, runtime(engine))
    // Mainnet still has a session, but required Cancel disconnects instead of switching back.
    expect(fake.instance.switchNetwork).toHaveBeenCalledTimes(1)
    expect(fake.instance.disconnect).toHaveBeenCalled()
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(engine.$modal.get().open).toBe(false)
    // Disconnecting signs the account out: its mainnet session goes too.
    await vi.waitFor(() => expect(stored(backend)).toEqual([]))
    expect(runtime(engine).$session.get()).toBeUndefined()
  })
})

describe(`a config with chains outside eip155 ('${EIP155_RULE}')`, () => {
  it('siweConfig on Ethereum, Base and a non-eip155 network: never asked, even required, even on an EVM connection', async () => {
    const siweConfig = { getNonce: vi.fn(async () => 'n0nce123'), verifyMessage: vi.fn() }
    const { modal, engine, fake } = mixedSiwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true, siweConfig }) },
    })
    open(engine)
    await connect(engine, { connectorId: METAMASK.id })
    // The feature is loaded (the modal was opened), so the silence below is its decision.
    await loadFeature(engine, 'siwx')
    expect(siwxState.find(engine)).toBeDefined()
    expect(engine.$account.get()).toMatchObject({ status: 'connected', address: ME.address })
    expect(engine.$modal.get().open).toBe(false)
    await new Promise((r) => setTimeout(r, 50))
    expect(engine.$modal.get().open).toBe(false)
    expect(view(engine)).not.toBe('SIWXSignMessage')
    // Nor after a network switch, and no close guard: required has nothing to hold.
    await switchNetwork(engine, base)
    await new Promise((r) => setTimeout(r, 50))
    expect(engine.$modal.get().open).toBe(false)
    open(engine, { view: 'ApproveTransaction' })
    expect(engine.$closable.get()).toBe(true)
    expect(close(engine)).toBe(true)
    expect(fake.instance.signMessage).not.toHaveBeenCalled()
    expect(siweConfig.getNonce).not.toHaveBeenCalled()
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
  })

  it('the SIWX form (no siweConfig) on the same config: the EVM connection is asked and signs in', async () => {
    const { engine } = mixedSiwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    open(engine)
    await connect(engine, { connectorId: METAMASK.id })
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$closable.get()).toBe(false)
    expect(await signIn(engine, runtime(engine))).toBeDefined()
    expect(engine.$modal.get().open).toBe(false)
  })
})

describe('sign-out', () => {
  it('disconnect clears the account’s sessions and tells the host', async () => {
    const backend = memoryBackend()
    const { engine } = await siwxModal({ privateKey: ME.privateKey, backend })
    await signIn(engine, runtime(engine))
    expect(stored(backend)).toHaveLength(1)
    const seen = events(engine)
    await disconnect(engine)
    await vi.waitFor(() => expect(seen).toContain(SIWX_EVENTS.signedOut))
    expect(stored(backend)).toEqual([])
  })

  it('signOutOnDisconnect: false keeps them', async () => {
    const backend = memoryBackend()
    const { engine } = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      features: { siwx: siwxFeature({ signOutOnDisconnect: false }) },
    })
    await signIn(engine, runtime(engine))
    await disconnect(engine)
    await new Promise((r) => setTimeout(r, 20))
    expect(stored(backend)).toHaveLength(1)
  })
})

describe('restore', () => {
  it('a restored connection: the first open loads the feature, and disconnecting then signs out', async () => {
    const backend = memoryBackend()
    const first = await siwxModal({ privateKey: ME.privateKey, backend })
    await signIn(first.engine, runtime(first.engine))
    first.modal.destroy()
    const again = await siwxModal({ privateKey: ME.privateKey, backend, connected: false })
    await vi.waitFor(() => expect(again.engine.$account.get()?.status).toBe('connected'))
    expect(siwxState.find(again.engine)).toBeUndefined()
    again.modal.open()
    await vi.waitFor(() => expect(runtime(again.engine).$session.get()).toBeDefined())
    await disconnect(again.engine)
    await vi.waitFor(() => expect(stored(backend)).toEqual([]))
  })

  it('a restored connection with a session asks nothing; without one, required asks', async () => {
    const backend = memoryBackend()
    const first = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      features: { siwx: siwxFeature({ required: true }) },
    })
    await signIn(first.engine, runtime(first.engine))
    first.modal.destroy()
    // The same storage on a new page: the stored connection restores silently.
    const again = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      connected: false,
      features: { siwx: siwxFeature({ required: true }) },
    })
    await vi.waitFor(() => expect(again.engine.$account.get()?.status).toBe('connected'))
    await loadFeature(again.engine, 'siwx')
    await vi.waitFor(() => expect(runtime(again.engine).$session.get()).toBeDefined())
    expect(again.engine.$modal.get().open).toBe(false)
    backend.removeItem('gw:f:siwx:sessions')
    const third = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      connected: false,
      features: { siwx: siwxFeature({ required: true }) },
    })
    await vi.waitFor(() => expect(third.engine.$account.get()?.status).toBe('connected'))
    await loadFeature(third.engine, 'siwx')
    await vi.waitFor(() => expect(view(third.engine)).toBe('SIWXSignMessage'))
    expect(third.engine.$modal.get().open).toBe(true)
  })
})
