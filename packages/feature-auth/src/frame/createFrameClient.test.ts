import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES, AUTH_TIMEOUTS } from '../constants.js'
import { AuthFrameError, AuthFrameLoadError } from '../errors.js'
import { createLogger, RequestAbortedError, TimeoutError } from '../test/core.js'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import { type CallName, callSchemas } from './schemas.js'

const ORIGIN = 'http://127.0.0.1:4444'
const FRAME_URL = `${ORIGIN}/frame`

type Sent = { type: string; id: string; payload: unknown }

// happy-dom loads no frame page: each iframe gets a stand-in window the test speaks for.
const windows = new WeakMap<HTMLIFrameElement, { postMessage: unknown }>()
vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
  this: HTMLIFrameElement,
) {
  if (!windows.has(this)) windows.set(this, { postMessage: vi.fn() })
  return windows.get(this) as unknown as Window
})

function setup(options: { readyTimeout?: number; origin?: string } = {}) {
  const { origin = ORIGIN, ...rest } = options
  const logger = createLogger({ level: 'debug' })
  const debug = vi.spyOn(logger, 'debug')
  const client = createFrameClient({
    frameUrl: `${origin}/frame`,
    projectId: 'p1',
    chainId: 'eip155:8453',
    rpcUrl: 'http://127.0.0.1:8545',
    logger,
    ...rest,
  })
  const frame = client.iframe.contentWindow as Window
  const post = vi.fn<(message: Sent, targetOrigin: string) => void>()
  frame.postMessage = post as never
  const receive = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? origin,
        source: (init.source === undefined ? frame : init.source) as Window,
      }),
    )
  const ready = async () => {
    receive({ type: '@gw-frame/READY' })
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.afterReady)
  }
  const last = () => post.mock.calls.at(-1)![0]
  return { client, frame, post, receive, ready, last, debug }
}

let current: FrameClient | undefined
afterEach(() => {
  current?.destroy()
  current = undefined
  vi.useRealTimers()
})
function track<T extends { client: FrameClient }>(value: T): T {
  current = value.client
  return value
}

describe('createFrameClient: the frame (spec §2)', () => {
  it('is a hidden fixed-position iframe with project id, chain id, version, RPC URL and logger flag', () => {
    const { client } = track(setup())
    const url = new URL(client.iframe.src)
    expect(url.origin + url.pathname).toBe(FRAME_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:8453',
      version: '1',
      rpcUrl: 'http://127.0.0.1:8545',
      enableLogger: 'false',
    })
    expect(client.iframe.style.position).toBe('fixed')
    expect(client.iframe.getAttribute('aria-hidden')).toBe('true')
    expect(document.body.contains(client.iframe)).toBe(true)
  })

  it('posts nothing before READY and the spec’s 500 ms after it; then names the frame origin, never *', async () => {
    vi.useFakeTimers()
    const { client, post, receive, last } = track(setup())
    const user = client.call('IS_CONNECTED')
    await vi.advanceTimersByTimeAsync(1000)
    expect(post).not.toHaveBeenCalled()
    receive({ type: '@gw-frame/READY' })
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.afterReady - 1)
    expect(post).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(post).toHaveBeenCalledOnce()
    expect(post.mock.calls[0]![1]).toBe(ORIGIN)
    expect(last()).toMatchObject({ type: '@gw-app/IS_CONNECTED', payload: {} })
    receive({
      type: '@gw-frame/IS_CONNECTED_SUCCESS',
      id: last().id,
      payload: { isConnected: true },
    })
    await expect(user).resolves.toEqual({ isConnected: true })
  })
})

describe('createFrameClient: only the frame’s answers count (spec §5 "Frame messages validated")', () => {
  it('ignores forged replies and READY from the page itself, another origin or another frame', async () => {
    vi.useFakeTimers()
    const { client, receive, ready, last, debug } = track(setup())
    // A forged READY from the page itself (source: the page's window) starts nothing.
    receive({ type: '@gw-frame/READY' }, { source: window })
    receive({ type: '@gw-frame/READY' }, { origin: 'http://127.0.0.1:5555' })
    let settled = false
    const user = client.call('GET_USER').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.afterReady + 10)
    expect(settled).toBe(false)
    await ready()
    const { id } = last()
    const forged = {
      type: '@gw-frame/GET_USER_SUCCESS',
      id,
      payload: { address: `0x${'66'.repeat(20)}`, chainId: 1, email: 'evil@x.io' },
    }
    const other = document.createElement('iframe')
    document.body.append(other)
    receive(forged, { source: window })
    receive(forged, { origin: 'http://evil.test' })
    receive(forged, { source: other.contentWindow })
    receive({ ...forged, id: 'not-ours' })
    receive({ ...forged, type: '@gw-frame/IS_CONNECTED_SUCCESS' })
    receive('not an envelope')
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(debug).toHaveBeenCalled()
    const real = { address: `0x${'12'.repeat(20)}`, chainId: 'eip155:1', email: 'ada@example.com' }
    receive({ type: '@gw-frame/GET_USER_SUCCESS', id, payload: real })
    await expect(user).resolves.toMatchObject(real)
    other.remove()
  })

  it('rejects with the frame’s message, or "An error occurred" when it is empty (spec §8)', async () => {
    vi.useFakeTimers()
    const { client, receive, ready, last } = track(setup())
    await ready()
    const wrong = client.call('CONNECT_OTP', { otp: '000000' })
    await vi.advanceTimersByTimeAsync(0)
    receive({
      type: '@gw-frame/CONNECT_OTP_ERROR',
      id: last().id,
      payload: { message: 'Invalid code' },
    })
    await expect(wrong).rejects.toThrow(new AuthFrameError('Invalid code'))
    const empty = client.call('CONNECT_EMAIL', { email: 'a@b.co' })
    await vi.advanceTimersByTimeAsync(0)
    receive({ type: '@gw-frame/CONNECT_EMAIL_ERROR', id: last().id, payload: { message: '' } })
    await expect(empty).rejects.toMatchObject({ shortMessage: AUTH_MESSAGES.frameError })
  })

  it('keeps the JSON-RPC code of an error reply (EIP-5792 5760: atomicity not supported)', async () => {
    vi.useFakeTimers()
    const { client, receive, ready, last } = track(setup())
    await ready()
    const batch = client.call('RPC_REQUEST', { method: 'wallet_sendCalls', params: [] })
    await vi.advanceTimersByTimeAsync(0)
    receive({
      type: '@gw-frame/RPC_REQUEST_ERROR',
      id: last().id,
      payload: { message: 'Atomicity not supported', code: 5760 },
    })
    await expect(batch).rejects.toMatchObject({
      shortMessage: 'Atomicity not supported',
      code: 5760,
    })
  })

  it('a success that fits no schema is an error, never used', async () => {
    vi.useFakeTimers()
    const { client, receive, ready, last } = track(setup())
    await ready()
    const user = client.call('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    receive({ type: '@gw-frame/GET_USER_SUCCESS', id: last().id, payload: { address: '<img>' } })
    await expect(user).rejects.toBeInstanceOf(AuthFrameError)
  })
})

describe('createFrameClient: every call settles (issue 15)', () => {
  it('against a silent frame, each call of the catalogue settles: "Something went wrong" after 30 s, sign-out resolves after 3 s', async () => {
    vi.useFakeTimers()
    const { client, ready } = track(setup())
    await ready()
    const names = Object.keys(callSchemas(FRAME_URL)) as CallName[]
    const outcomes = new Map<string, unknown>()
    for (const name of names)
      client.call(name, {}).then(
        () => outcomes.set(name, 'resolved'),
        (error) => outcomes.set(name, error),
      )
    const signOut = client.signOut().then(() => outcomes.set('signOut()', 'resolved'))
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.signOut)
    await signOut
    expect(outcomes.get('signOut()')).toBe('resolved')
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.call)
    for (const name of names) {
      const outcome = outcomes.get(name)
      expect(outcome, name).toBeInstanceOf(TimeoutError)
      expect((outcome as TimeoutError).shortMessage).toBe('Something went wrong')
    }
  })

  it('an aborted RPC request rejects with "Request was aborted" and tells the frame', async () => {
    vi.useFakeTimers()
    const { client, ready, post } = track(setup())
    await ready()
    const controller = new AbortController()
    const rpc = client.call(
      'RPC_REQUEST',
      { method: 'personal_sign' },
      { signal: controller.signal },
    )
    const caught = rpc.catch((e: unknown) => e)
    controller.abort()
    expect(await caught).toBeInstanceOf(RequestAbortedError)
    expect(((await caught) as RequestAbortedError).shortMessage).toBe(AUTH_MESSAGES.aborted)
    await vi.advanceTimersByTimeAsync(0)
    expect(post.mock.calls.map(([m]) => m.type)).toContain('@gw-app/RPC_ABORT')
  })

  it('a frame that never reports READY fails every call with "Unable to load email login dependency"', async () => {
    vi.useFakeTimers()
    const { client } = track(setup({ readyTimeout: 5_000 }))
    const call = client.call('IS_CONNECTED').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5_000)
    const error = await call
    expect(error).toBeInstanceOf(AuthFrameLoadError)
    expect((error as AuthFrameLoadError).shortMessage).toBe(AUTH_MESSAGES.loadFailed)
    await expect(client.ready).rejects.toBeInstanceOf(AuthFrameLoadError)
  })

  it('destroying the frame rejects what is pending and removes the iframe', async () => {
    vi.useFakeTimers()
    const { client, ready } = track(setup())
    await ready()
    const call = client.call('GET_USER').catch((e: unknown) => e)
    client.destroy()
    expect(await call).toBeInstanceOf(RequestAbortedError)
    expect(document.body.contains(client.iframe)).toBe(false)
  })
})

// Issue 15: the frame's own approval page, shown in the modal.
describe("createFrameClient: the frame's approval page", () => {
  it('shows the frame over a rect, focusable and named, and hides it again', () => {
    const { client } = track(setup())
    client.show({ top: 60, left: 460, width: 358, height: 600 })
    expect(client.iframe.style).toMatchObject({
      top: '60px',
      left: '460px',
      width: '358px',
      height: '600px',
      opacity: '1',
      pointerEvents: 'auto',
    })
    expect(client.iframe.tabIndex).toBe(0)
    expect(client.iframe.getAttribute('aria-hidden')).toBeNull()
    client.show(undefined)
    expect(client.iframe.style).toMatchObject({ width: '0px', opacity: '0', pointerEvents: 'none' })
    expect(client.iframe.tabIndex).toBe(-1)
    expect(client.iframe.getAttribute('aria-hidden')).toBe('true')
  })

  it("reports the frame's approval, maps its 4001 to 'User rejected the request.', and hears ESCAPE from the frame only", async () => {
    vi.useFakeTimers()
    const { client, receive, ready, last } = track(setup())
    await ready()
    const onApproved = vi.fn()
    const first = client.call('RPC_REQUEST', { method: 'personal_sign' }, { onApproved })
    await vi.advanceTimersByTimeAsync(0)
    receive({ type: '@gw-frame/RPC_REQUEST_APPROVED', id: last().id })
    expect(onApproved).toHaveBeenCalledOnce()
    receive({ type: '@gw-frame/RPC_REQUEST_SUCCESS', id: last().id, payload: '0x01' })
    expect(await first).toBe('0x01')

    const second = client.call('RPC_REQUEST', { method: 'personal_sign' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    receive({
      type: '@gw-frame/RPC_REQUEST_ERROR',
      id: last().id,
      payload: { message: 'nope', code: 4001 },
    })
    const error = (await second) as Error & { shortMessage: string; code: number }
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.code).toBe(4001)

    const onEscape = vi.fn()
    const off = client.on('ESCAPE', onEscape)
    receive({ type: '@gw-frame/ESCAPE' }, { source: window })
    receive({ type: '@gw-frame/ESCAPE' }, { origin: 'http://evil.test' })
    expect(onEscape).not.toHaveBeenCalled()
    receive({ type: '@gw-frame/ESCAPE' })
    expect(onEscape).toHaveBeenCalledOnce()
    off()
    receive({ type: '@gw-frame/ESCAPE' })
    expect(onEscape).toHaveBeenCalledOnce()
  })
})

describe('createFrameClient: the links the frame hands us (issue 31: login frame URLs)', () => {
  const DEV = 'http://127.0.0.1:4444'
  const LIVE = 'https://login.example'
  // [the frame's origin, the link its reply names, accepted]
  const cases: [string, string, boolean][] = [
    [DEV, 'http://127.0.0.1:4444/social/oauth?provider=github', true],
    [DEV, 'http://localhost:5555/farcaster/connect?channel=c1', true],
    [DEV, 'http://[::1]:5555/x', true],
    [DEV, 'https://accounts.google.com/o/oauth2/v2/auth?state=s', true],
    [LIVE, 'https://accounts.google.com/o/oauth2/v2/auth?state=s', true],
    [LIVE, 'https://farcaster.xyz/~/siwf?channelToken=c1', true],
    // http only on the dev origin's loopback, and only while the frame itself is http.
    [DEV, 'http://evil.example/oauth', false],
    [DEV, 'http://127.0.0.1.evil.example/oauth', false],
    [LIVE, 'http://login.example/oauth', false],
    [LIVE, 'http://127.0.0.1:4444/social/oauth', false],
    [LIVE, 'http://localhost/oauth', false],
    // Schemes that run or read something instead of loading a page.
    [DEV, 'javascript:alert(document.domain)', false],
    [LIVE, 'JavaScript:alert(1)', false],
    [LIVE, ' javascript:alert(1)', false],
    [LIVE, 'data:text/html,<script>alert(1)</script>', false],
    [LIVE, 'file:///etc/passwd', false],
    [LIVE, 'blob:https://login.example/6f1d1b2c-0000-4000-8000-000000000000', false],
    [LIVE, 'vbscript:msgbox(1)', false],
    [LIVE, 'ftp://login.example/x', false],
    [DEV, 'about:blank', false],
    // Credentials in the authority: 'https://accounts.google.com@evil.example' reads as Google.
    [LIVE, 'https://accounts.google.com@evil.example/oauth', false],
  ]
  for (const [origin, link, accepted] of cases)
    it(`${accepted ? 'accepts' : 'refuses with UnsafeFrameUrlError'} ${JSON.stringify(link)} from a frame on ${origin}`, async () => {
      vi.useFakeTimers()
      const { client, receive, ready, last } = track(setup({ origin }))
      await ready()
      for (const [name, field] of [
        ['GET_SOCIAL_REDIRECT_URI', 'uri'],
        ['GET_FARCASTER_URI', 'url'],
      ] as const) {
        const reply = client.call(name, {}).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
        await vi.advanceTimersByTimeAsync(0)
        receive({ type: `@gw-frame/${name}_SUCCESS`, id: last().id, payload: { [field]: link } })
        const outcome = await reply
        if (accepted) expect(outcome, name).toEqual({ value: { [field]: link } })
        else
          expect(outcome, name).toMatchObject({
            error: { name: 'UnsafeFrameUrlError', shortMessage: AUTH_MESSAGES.unsafeLink },
          })
      }
    })
})
