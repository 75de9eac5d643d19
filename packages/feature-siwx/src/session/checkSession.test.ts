import { connect, memoryBackend, open } from '@gangway/core'
import { METAMASK } from '@gangway/testkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { account, messageData, signedSession } from '../../test/chain.js'
import { siwxModal } from '../../test/fixtures.js'
import { MAX_CLOCK_SKEW_MS } from '../constants.js'
import { signIn } from '../flow/signIn.js'
import { getSiwxSession } from '../host/siwxSession.js'
import { siwxFeature } from '../siwxFeature.js'
import { siwxState } from '../state.js'
import { httpSiwxStorage } from '../storage/httpSiwxStorage.js'
import type { SiwxMessageData, SiwxSession } from '../types.js'
import { isSessionLive } from './isSessionFor.js'

// Issue 31, item 5: a stored or server-returned session counts only when it is this page's
// (domain and URI), its signature verifies, it is inside its time window (Issued At not in the
// future, Expiration Time not passed — also while the page stays open).

const ME = account(7)
const OTHER = account(9)
type Engine = Awaited<ReturnType<typeof siwxModal>>['engine']
const view = (engine: Engine) => engine.$router.get().view
const runtime = (engine: Engine) => siwxState.get(engine)
const KEY = 'gw:f:siwx:sessions'
const MINUTE = 60_000

/** Fields that make a properly signed session someone else's, or not yet valid. */
const refused: [string, () => Partial<SiwxMessageData>][] = [
  ['signed for another domain', () => ({ domain: 'evil.example' })],
  ['signed for another URI', () => ({ uri: 'https://evil.example' })],
  ['signed for the same host on another scheme', () => ({ uri: 'https://localhost:3000' })],
  [
    'issued in the future (beyond the clock-skew allowance)',
    () => ({ issuedAt: new Date(Date.now() + MAX_CLOCK_SKEW_MS + MINUTE).toISOString() }),
  ],
]

/** A session of `ME` on mainnet for this page (`localhost:3000`), then `change`d and signed. */
const session = (change: Partial<SiwxMessageData> = {}, key = ME.privateKey) =>
  signedSession(key, { ...messageData(ME.address), ...change })

/** A `fetch` for `httpSiwxStorage` whose server answers `sessions` to every read. */
const serverReturning =
  (sessions: SiwxSession[]): typeof fetch =>
  async (input) =>
    String(input).includes('/sessions?')
      ? Response.json(sessions)
      : Response.json({ error: 'not here' }, { status: 500 })

/** A new connection of `ME`; resolves once the connect step decided. */
async function connectWith(
  features: Parameters<typeof siwxModal>[0]['features'],
  backend = memoryBackend(),
) {
  const { engine } = await siwxModal({
    privateKey: ME.privateKey,
    backend,
    features,
    connected: false,
  })
  open(engine)
  await connect(engine, { connectorId: METAMASK.id })
  return engine
}

describe('a restored session must be this page’s and current (local storage)', () => {
  it.each(refused)('%s: refused, removed, SIWXSignMessage asks', async (_, change) => {
    const backend = memoryBackend()
    backend.setItem(KEY, JSON.stringify([await session(change())]))
    const engine = await connectWith(undefined, backend)
    expect(view(engine)).toBe('SIWXSignMessage')
    expect(runtime(engine).$session.get()).toBeUndefined()
    expect(backend.getItem(KEY)).toBeNull()
  })

  it('issued a little ahead (inside the clock-skew allowance) still counts', async () => {
    const backend = memoryBackend()
    const ahead = await session({ issuedAt: new Date(Date.now() + MINUTE).toISOString() })
    backend.setItem(KEY, JSON.stringify([ahead]))
    const engine = await connectWith(undefined, backend)
    expect(engine.$modal.get().open).toBe(false)
    expect(runtime(engine).$session.get()).toEqual(ahead)
  })
})

describe('a session the HTTP storage returns is checked in the page too', () => {
  it.each([...refused, ['signed by another key', () => ({})] as const])(
    '%s: not counted, SIWXSignMessage asks',
    async (name, change) => {
      const bad = await session(
        change(),
        name === 'signed by another key' ? OTHER.privateKey : undefined,
      )
      const engine = await connectWith({
        siwx: siwxFeature({
          storage: httpSiwxStorage({ url: 'http://siwx.test', fetch: serverReturning([bad]) }),
        }),
      })
      expect(view(engine)).toBe('SIWXSignMessage')
      expect(runtime(engine).$session.get()).toBeUndefined()
    },
  )

  it('a proper one counts', async () => {
    const good = await session()
    const engine = await connectWith({
      siwx: siwxFeature({
        storage: httpSiwxStorage({ url: 'http://siwx.test', fetch: serverReturning([good]) }),
      }),
    })
    expect(engine.$modal.get().open).toBe(false)
    expect(runtime(engine).$session.get()).toEqual(good)
  })

  it('httpSiwxStorage alone drops one issued in the future', async () => {
    const ahead = await session({
      issuedAt: new Date(Date.now() + 2 * MAX_CLOCK_SKEW_MS).toISOString(),
    })
    const storage = httpSiwxStorage({ url: 'http://siwx.test', fetch: serverReturning([ahead]) })
    expect(await storage.get('eip155:1', ME.address)).toEqual([])
  })
})

describe('isSessionLive', () => {
  const at = Date.parse('2030-01-01T00:00:00.000Z')
  const data = (issuedAt: number) =>
    ({
      data: { ...messageData(ME.address), issuedAt: new Date(issuedAt).toISOString() },
    }) as SiwxSession
  it.each([
    ['issued now', at, true],
    ['issued just inside the skew', at + MAX_CLOCK_SKEW_MS, true],
    ['issued beyond the skew', at + MAX_CLOCK_SKEW_MS + 1, false],
  ])('%s → %s', (_, issuedAt, live) => {
    const { expirationTime: _e, ...rest } = data(issuedAt).data
    expect(isSessionLive({ data: rest } as SiwxSession, at)).toBe(live)
  })
})

describe('a session past its Expiration Time stops counting while the page stays open', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('required: the session state flips at expiry and SIWXSignMessage asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { modal, engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: {
        siwx: siwxFeature({ required: true, expiresIn: 10 * MINUTE, storage: 'memory' }),
      },
    })
    const signed = await signIn(engine, runtime(engine))
    expect(signed).toBeDefined()
    expect(runtime(engine).$session.get()).toEqual(signed)
    expect(engine.$modal.get().open).toBe(false)
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000)
    expect(await getSiwxSession(modal.engine)).toEqual(signed)
    await vi.advanceTimersByTimeAsync(1000)
    expect(runtime(engine).$session.get()).toBeUndefined()
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
    await vi.waitFor(() => expect(view(engine)).toBe('SIWXSignMessage'))
    expect(engine.$modal.get().open).toBe(true)
  })

  it('optional: the session state flips at expiry; nothing opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { modal, engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ expiresIn: 10 * MINUTE, storage: 'memory' }) },
    })
    await signIn(engine, runtime(engine))
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(runtime(engine).$session.get()).toBeUndefined()
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
    expect(engine.$modal.get().open).toBe(false)
  })

  it('reading the session checks its expiry even when no timer ran (a sleeping laptop)', async () => {
    const { modal, engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ storage: 'memory' }) },
    })
    const expired = await session({
      issuedAt: new Date(Date.now() - 2 * MINUTE).toISOString(),
      expirationTime: new Date(Date.now() - MINUTE).toISOString(),
    })
    // As if the timer had not fired yet: the state still holds a session whose time is over.
    runtime(engine).$session.set(expired)
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
  })
})
