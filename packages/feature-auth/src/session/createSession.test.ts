import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES, AUTH_TIMEOUTS, SOCIAL_USERNAME_MAX_CHARS } from '../constants.js'
import { goBack, push, reset } from '../internal/core.js'
import { createRuntime, dropRuntime } from '../state.js'
import { AUTH_STORAGE_KEYS } from '../storage.js'
import {
  type Adapter,
  type AdapterDescriptor,
  approvalsOf,
  createEngine,
  delegateRequest,
  type Engine,
  internal,
  mainnet,
  memoryBackend,
  RequestAbortedError,
  STORAGE_KEYS,
  UserRejectedRequestError,
} from '../test/core.js'

type Sent = { type: string; id: string; payload: Record<string, unknown> }
const ORIGIN = 'http://127.0.0.1:4444'
const ADDRESS = `0x${'ab'.repeat(20)}`

// happy-dom loads no frame page: each iframe gets a window whose replies this test writes.
let answer: (message: Sent, reply: (payload: unknown) => void) => void = () => {}
vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
  this: HTMLIFrameElement,
) {
  const self = this as HTMLIFrameElement & { fake?: Window }
  self.fake ??= {
    postMessage: (message: Sent) =>
      answer(message, (payload) => {
        const name = message.type.slice('@gw-app/'.length)
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: `@gw-frame/${name}_SUCCESS`, id: message.id, payload },
            origin: ORIGIN,
            source: self.fake as Window,
          }),
        )
      }),
  } as unknown as Window
  return self.fake
})

/** A message from the fake frame's window, from the frame's origin. */
function fromFrame(session: { client: { iframe: HTMLIFrameElement } }, data: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: ORIGIN,
      source: session.client.iframe.contentWindow as Window,
    }),
  )
}

/** What the shell does when ApproveTransaction shows a request to a connector with a surface. */
async function showFramePage(engine: Engine) {
  await vi.advanceTimersByTimeAsync(0)
  const { view, data } = engine.$router.get()
  expect(view).toBe('ApproveTransaction')
  delegateRequest(engine, String(data?.requestId))
  await vi.advanceTimersByTimeAsync(0)
}

const engines: Engine[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) dropRuntime(engine)
  vi.useRealTimers()
})

async function setup(adapters: AdapterDescriptor[] = []) {
  vi.useFakeTimers()
  const engine = internal(
    createEngine(
      { projectId: 'p', networks: [mainnet], adapters, logLevel: 'silent', analytics: false },
      { storage: memoryBackend() },
    ),
  )
  engines.push(engine)
  const runtime = createRuntime(engine, { frameUrl: `${ORIGIN}/frame` }, approvalsOf(engine))
  const sessionPromise = runtime.session()
  await vi.advanceTimersByTimeAsync(0)
  const session = await sessionPromise
  const frame = session.client.iframe.contentWindow as Window
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: '@gw-frame/READY' },
      origin: ORIGIN,
      source: frame,
    }),
  )
  await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.afterReady)
  return { engine, runtime, session }
}

describe('the session (spec §4, §9)', () => {
  it('a second email login within 30 s says "Please try again after N seconds"', async () => {
    answer = (message, reply) => {
      if (message.type === '@gw-app/CONNECT_EMAIL') reply({ action: 'VERIFY_OTP' })
    }
    const { engine, runtime, session } = await setup()
    await session.connectEmail('ada@example.com')
    expect(runtime.$step.get()).toBe('otp')
    expect(engine.storage.get(AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBeTypeOf('number')
    await vi.advanceTimersByTimeAsync(12_000)
    await session.resend()
    expect(runtime.$error.get()).toBe('Please try again after 18 seconds')
    await vi.advanceTimersByTimeAsync(18_000)
    await session.resend()
    expect(runtime.$error.get()).toBeUndefined()
  })

  it('an invalid email is refused without a message to the frame', async () => {
    const sent: string[] = []
    answer = (message) => void sent.push(message.type)
    const { runtime, session } = await setup()
    sent.length = 0
    await session.connectEmail('ada@')
    expect(runtime.$error.get()).toBe('Invalid email')
    expect(runtime.$step.get()).toBe('idle')
    expect(sent).toEqual([])
  })

  it('a not-connected check clears every login key (spec §4)', async () => {
    answer = (message, reply) => {
      if (message.type === '@gw-app/IS_CONNECTED') reply({ isConnected: false })
    }
    const { engine, session } = await setup()
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    engine.storage.set(AUTH_STORAGE_KEYS.email, 'ada@example.com')
    engine.storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
    engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, 'ada')
    expect(await session.request({ method: 'eth_accounts' })).toEqual([])
    expect(engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBeUndefined()
    expect(engine.storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
    expect(engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBeUndefined()
  })

  it('sign-out clears every login key at once, before the frame answers: a reload right after Disconnect restores nothing', async () => {
    answer = () => {} // a frame that never answers SIGN_OUT
    const { engine, session } = await setup()
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    engine.storage.set(AUTH_STORAGE_KEYS.email, 'ada@example.com')
    let settled = false
    const signOut = session.request({ method: 'wallet_revokePermissions' }).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBeUndefined()
    expect(settled).toBe(false)
    // Spec §9: sign-out resolves after 3 s without a reply.
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.signOut)
    await signOut
    expect(settled).toBe(true)
  })

  it('without the login flag a restore asks the frame nothing and finds no account, even if the frame still has a user', async () => {
    const sent: string[] = []
    answer = (message, reply) => {
      sent.push(message.type)
      if (message.type === '@gw-app/IS_CONNECTED') reply({ isConnected: true })
      if (message.type === '@gw-app/GET_USER') reply({ address: ADDRESS, chainId: 'eip155:1' })
    }
    const { engine, session } = await setup()
    sent.length = 0
    expect(await session.request({ method: 'eth_accounts' })).toEqual([])
    expect(sent).toEqual([])
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    expect(await session.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  })

  it('closing the modal aborts a signing request in the frame ("Request was aborted"), not an approved transaction', async () => {
    const seen: Sent[] = []
    answer = (message, reply) => {
      seen.push(message)
      if (message.type === '@gw-app/GET_USER') reply({ address: ADDRESS, chainId: 'eip155:1' })
    }
    const { engine, session } = await setup()
    engine.$modal.setKey('open', true)
    const sign = session.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    const signed = sign.catch((e: unknown) => e)
    await showFramePage(engine)
    engine.$modal.setKey('open', false)
    expect(await signed).toBeInstanceOf(RequestAbortedError)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.map((m) => m.type)).toContain('@gw-app/RPC_ABORT')

    engine.$modal.setKey('open', true)
    let sent = false
    const tx = session.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })
    tx.then(
      () => {
        sent = true
      },
      () => {
        sent = true
      },
    )
    await showFramePage(engine)
    // The visitor approved it on the frame's page: it is being sent, closing does not abort it.
    const rpc = seen.filter((m) => m.type === '@gw-app/RPC_REQUEST').at(-1)!
    fromFrame(session, { type: '@gw-frame/RPC_REQUEST_APPROVED', id: rpc.id })
    engine.$modal.setKey('open', false)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toBe(false)
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.approval)
    expect(sent).toBe(true)
  })

  // The frame's own approval page, shown in ApproveTransaction.
  it("an unsafe request asks on the frame's page in ApproveTransaction (opened for a direct call), and only then goes to the frame", async () => {
    const seen: Sent[] = []
    answer = (message) => void seen.push(message)
    const { engine, session } = await setup()
    const sign = session.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('ApproveTransaction')
    expect(engine.$pendingRequests.get()[0]).toMatchObject({
      method: 'personal_sign',
      connectorId: 'auth',
    })
    expect(seen.map((m) => m.type)).not.toContain('@gw-app/RPC_REQUEST')
    await showFramePage(engine)
    const rpc = seen.find((m) => m.type === '@gw-app/RPC_REQUEST')!
    expect(rpc.payload).toMatchObject({ method: 'personal_sign' })
    fromFrame(session, { type: '@gw-frame/RPC_REQUEST_SUCCESS', id: rpc.id, payload: '0x5151' })
    expect(await sign).toBe('0x5151')
    // Settled: the approval step leaves (the modal opened for it closes).
    expect(engine.$modal.get().open).toBe(false)
  })

  it("a request core's approval step already shows on the frame's page (the host's provider) goes straight to the frame", async () => {
    const seen: Sent[] = []
    answer = (message) => void seen.push(message)
    const { engine, runtime, session } = await setup()
    engine.$modal.setKey('open', true)
    runtime.$framePageShown.set(true)
    void session.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }).catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.$pendingRequests.get()).toEqual([])
    expect(seen.map((m) => m.type)).toContain('@gw-app/RPC_REQUEST')
  })

  it('a Reject on the frame\'s page (EIP-1193 4001) is "User rejected the request." and ends the approval step', async () => {
    const seen: Sent[] = []
    answer = (message) => void seen.push(message)
    const { engine, session } = await setup()
    const sign = session
      .request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] })
      .catch((e: unknown) => e)
    await showFramePage(engine)
    const rpc = seen.find((m) => m.type === '@gw-app/RPC_REQUEST')!
    fromFrame(session, {
      type: '@gw-frame/RPC_REQUEST_ERROR',
      id: rpc.id,
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    const error = await sign
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe('User rejected the request.')
    expect(engine.$modal.get().open).toBe(false)
  })

  it("going back from the frame's page aborts the request still waiting there", async () => {
    const seen: Sent[] = []
    answer = (message) => void seen.push(message)
    const { engine, session } = await setup()
    reset(engine, 'Account')
    engine.$modal.setKey('open', true)
    const sign = session
      .request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
      .catch((e: unknown) => e)
    await showFramePage(engine)
    expect(engine.$router.get().view).toBe('ApproveTransaction')
    goBack(engine)
    expect(await sign).toBeInstanceOf(RequestAbortedError)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.map((m) => m.type)).toContain('@gw-app/RPC_ABORT')
  })

  it('refuses methods outside the known lists (spec §6)', async () => {
    answer = () => {}
    const { session } = await setup()
    await expect(session.request({ method: 'debug_traceTransaction' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
  })
})

describe('the email update (spec §4 "primary OTP step, then secondary OTP step; secondary success stores the new email")', () => {
  /** A frame that asks for both codes; `123456` is the only right one. */
  const updateFrame = (sent: Sent[]) => {
    answer = (message, reply) => {
      sent.push(message)
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'UPDATE_EMAIL') reply({ action: 'VERIFY_PRIMARY_OTP' })
      if (name === 'UPDATE_EMAIL_PRIMARY_OTP' && message.payload.otp === '123456') reply({})
      if (name === 'UPDATE_EMAIL_SECONDARY_OTP' && message.payload.otp === '123456')
        reply({ newEmail: 'grace@example.com' })
      if (
        name.startsWith('UPDATE_EMAIL') &&
        message.payload.otp !== '123456' &&
        'otp' in message.payload
      )
        window.dispatchEvent(
          new MessageEvent('message', {
            data: {
              type: `@gw-frame/${name}_ERROR`,
              id: message.id,
              payload: { message: 'Invalid code' },
            },
            origin: ORIGIN,
            source: frameWindow,
          }),
        )
    }
  }
  let frameWindow: Window

  // The login's resend-after-wait on the email-update codes too (spec §9 30 s).
  it("sends each step's code again after the 30 s wait; before it, 'Please try again after N seconds'", async () => {
    const sent: Sent[] = []
    updateFrame(sent)
    const { engine, runtime, session } = await setup()
    frameWindow = session.client.iframe.contentWindow as Window
    runtime.$userEmail.set('ada@example.com')
    reset(engine, 'Account')
    push(engine, 'UpdateEmailWallet')
    await session.updateEmail('grace@example.com')
    expect(runtime.$update.get().step).toBe('primary')
    const updates = () => sent.filter((m) => m.type === '@gw-app/UPDATE_EMAIL').length

    await vi.advanceTimersByTimeAsync(10_000)
    await session.resendUpdate()
    expect(runtime.$update.get()).toMatchObject({
      step: 'primary',
      error: 'Please try again after 20 seconds',
    })
    expect(updates()).toBe(1)
    await vi.advanceTimersByTimeAsync(20_000)
    await session.resendUpdate()
    expect(runtime.$update.get()).toMatchObject({ step: 'primary', error: undefined })
    expect(updates()).toBe(2)
    expect(sent.at(-1)?.payload).toEqual({ email: 'grace@example.com' })

    // The secondary step: the frame sends the new address's code again and says so.
    await session.verifyUpdatePrimary('123456')
    expect(runtime.$update.get().step).toBe('secondary')
    answer = (message, reply) => {
      sent.push(message)
      if (message.type === '@gw-app/UPDATE_EMAIL') reply({ action: 'VERIFY_SECONDARY_OTP' })
    }
    await session.resendUpdate()
    expect(runtime.$update.get()).toMatchObject({
      step: 'secondary',
      error: expect.stringMatching(/^Please try again after \d+ seconds$/),
    })
    await vi.advanceTimersByTimeAsync(30_000)
    await session.resendUpdate()
    expect(runtime.$update.get()).toMatchObject({ step: 'secondary', error: undefined })
    expect(updates()).toBe(3)
    expect(engine.$router.get().view).toBe('UpdateEmailSecondaryOtp')
  })

  it('goes through both codes, then stores and shows the new email under the login key', async () => {
    const sent: Sent[] = []
    updateFrame(sent)
    const { engine, runtime, session } = await setup()
    frameWindow = session.client.iframe.contentWindow as Window
    engine.storage.set(AUTH_STORAGE_KEYS.email, 'ada@example.com')
    runtime.$userEmail.set('ada@example.com')
    reset(engine, 'Account')
    push(engine, 'UpdateEmailWallet')

    await session.updateEmail(' grace@example.com ')
    expect(sent.at(-1)).toMatchObject({
      type: '@gw-app/UPDATE_EMAIL',
      payload: { email: 'grace@example.com' },
    })
    expect(runtime.$update.get()).toMatchObject({ step: 'primary', newEmail: 'grace@example.com' })
    expect(engine.$router.get().view).toBe('UpdateEmailPrimaryOtp')

    await session.verifyUpdatePrimary('111111')
    expect(runtime.$update.get()).toMatchObject({ step: 'primary', error: 'Invalid code' })
    expect(engine.$router.get().view).toBe('UpdateEmailPrimaryOtp')
    await session.verifyUpdatePrimary('123456')
    expect(runtime.$update.get()).toMatchObject({ step: 'secondary', error: undefined })
    expect(engine.$router.get().history).toEqual([
      'Account',
      'UpdateEmailWallet',
      'UpdateEmailSecondaryOtp',
    ])
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com')

    await session.verifyUpdateSecondary('222222')
    expect(runtime.$update.get()).toMatchObject({ step: 'secondary', error: 'Invalid code' })
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com')
    await session.verifyUpdateSecondary('123456')
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBe('grace@example.com')
    expect(runtime.$userEmail.get()).toBe('grace@example.com')
    expect(runtime.$update.get().step).toBe('idle')
    expect(engine.$router.get().view).toBe('Account')
    expect(engine.$toasts.get().at(-1)).toMatchObject({ message: 'Email updated' })
  })

  it('an invalid new address is refused before anything is sent (spec §5)', async () => {
    const sent: Sent[] = []
    updateFrame(sent)
    const { runtime, session } = await setup()
    sent.length = 0
    await session.updateEmail('grace@')
    expect(runtime.$update.get()).toMatchObject({ step: 'idle', error: 'Invalid email' })
    expect(sent).toEqual([])
  })

  it('a silent frame settles each step with "Something went wrong" after 30 s (spec §8, §9)', async () => {
    answer = () => {}
    const { runtime, session } = await setup()
    const started = session.updateEmail('grace@example.com')
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.call)
    await started
    expect(runtime.$update.get()).toMatchObject({ step: 'idle', error: 'Something went wrong' })
    const primary = session.verifyUpdatePrimary('123456')
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.call)
    await primary
    expect(runtime.$update.get()).toMatchObject({ step: 'primary', error: 'Something went wrong' })
    const secondary = session.verifyUpdateSecondary('123456')
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUTS.call)
    await secondary
    expect(runtime.$update.get()).toMatchObject({
      step: 'secondary',
      error: 'Something went wrong',
    })
  })
})

describe('the account type (spec §3 "eip155 smartAccount" by default; §4 smart-account networks; §7 init and set preferred account)', () => {
  const EOA = `0x${'0e'.repeat(20)}`
  const SMART = `0x${'5a'.repeat(20)}`

  // The account type is read again after a network switch through the frame.
  it('follows a network switch: EOA (its address) where the network has no smart account; switching back restores the smart account', async () => {
    const sent: Sent[] = []
    let chain = 'eip155:1'
    answer = (message, reply) => {
      sent.push(message)
      const name = message.type.slice('@gw-app/'.length)
      const smart = chain === 'eip155:1'
      if (name === 'GET_USER')
        reply({
          address: smart ? SMART : EOA,
          chainId: chain,
          preferredAccountType: smart ? 'smartAccount' : 'eoa',
        })
      if (name === 'SWITCH_NETWORK') {
        chain = String(message.payload.chainId)
        reply({ chainId: chain })
      }
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        reply({ smartAccountEnabledNetworks: ['eip155:1'] })
      if (name === 'INIT_SMART_ACCOUNT') reply({ address: SMART, isDeployed: true })
    }
    const { engine, runtime, session } = await setup()
    const changed = vi.fn()
    runtime.events.on('accountsChanged', changed)
    await session.request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(0)
    expect(runtime.$accountType.get()).toBe('smartAccount')
    const inits = () => sent.filter((m) => m.type === '@gw-app/INIT_SMART_ACCOUNT').length
    expect(inits()).toBe(1)

    await session.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(runtime.$accountType.get()).toBe('eoa')
    expect(changed).toHaveBeenLastCalledWith([EOA])
    expect(inits()).toBe(1)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.smartAccountNetworks)).toEqual(['eip155:1'])

    await session.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(runtime.$accountType.get()).toBe('smartAccount')
    expect(changed).toHaveBeenLastCalledWith([SMART])
    expect(changed).toHaveBeenCalledTimes(2)
    // Back on a smart-account network: its smart account is initialised there again.
    expect(inits()).toBe(2)
  })

  it('stores the smart-account networks as a comma list, inits the smart account there, and switches the address with the type', async () => {
    const sent: string[] = []
    answer = (message, reply) => {
      sent.push(message.type)
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'GET_USER')
        reply({
          address: SMART,
          chainId: 'eip155:1',
          accounts: [
            { address: EOA, type: 'eoa' },
            { address: SMART, type: 'smartAccount' },
          ],
          preferredAccountType: 'smartAccount',
        })
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        reply({ smartAccountEnabledNetworks: ['eip155:1', 'eip155:8453'] })
      if (name === 'INIT_SMART_ACCOUNT') reply({ address: SMART, isDeployed: true })
      if (name === 'SET_PREFERRED_ACCOUNT')
        reply({
          type: message.payload.type,
          address: message.payload.type === 'eoa' ? EOA : SMART,
        })
    }
    const { engine, runtime, session } = await setup()
    expect(await session.request({ method: 'eth_requestAccounts' })).toEqual([SMART])
    expect(runtime.$accountType.get()).toBe('smartAccount')
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.smartAccountNetworks)).toEqual([
      'eip155:1',
      'eip155:8453',
    ])
    expect(sent).toContain('@gw-app/INIT_SMART_ACCOUNT')
    // Once per login: a host polling the accounts does not ask again.
    await session.request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.filter((t) => t === '@gw-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toHaveLength(1)

    const changed = vi.fn()
    runtime.events.on('accountsChanged', changed)
    await session.setAccountType('eoa')
    expect(changed).toHaveBeenCalledWith([EOA])
    expect(runtime.$accountType.get()).toBe('eoa')
    await session.setAccountType('smartAccount')
    expect(changed).toHaveBeenLastCalledWith([SMART])
  })

  it('an error empties the stored networks; a refused smart account is "This application might not support Smart Accounts"', async () => {
    answer = (message, reply) => {
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'GET_USER')
        reply({ address: EOA, chainId: 'eip155:1', preferredAccountType: 'eoa' })
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' || name === 'SET_PREFERRED_ACCOUNT')
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: `@gw-frame/${name}_ERROR`, id: message.id, payload: { message: 'No' } },
            origin: ORIGIN,
            source: frameOf(),
          }),
        )
    }
    const { engine, runtime, session } = await setup()
    active = session
    engine.storage.set(AUTH_STORAGE_KEYS.smartAccountNetworks, ['eip155:1'])
    await session.request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.smartAccountNetworks)).toEqual([])
    expect(runtime.$accountType.get()).toBe('eoa')
    await session.setAccountType('smartAccount')
    expect(runtime.$accountType.get()).toBe('eoa')
    expect(engine.$toasts.get().at(-1)).toMatchObject({
      variant: 'error',
      message: 'This application might not support Smart Accounts',
    })
  })
})

let active: { client: { iframe: HTMLIFrameElement } } | undefined
const frameOf = () => active?.client.iframe.contentWindow as Window

/** A login window the test plays: where it was pointed, and whether it was closed. */
function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}

describe('the social login (only https frame URLs are followed; spec §8 social errors)', () => {
  /** The frame's answers for a social login; `result(state)` is the URL the window posts back. */
  function socialFrame(userName = 'github-user') {
    const sent: Sent[] = []
    answer = (message, reply) => {
      sent.push(message)
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'GET_SOCIAL_REDIRECT_URI')
        reply({ uri: `${ORIGIN}/social/oauth?provider=github&state=${message.payload.state}` })
      if (name === 'CONNECT_SOCIAL') reply({ userName })
    }
    return sent
  }
  /** Runs a social login whose window posts `resultUri(state)` from `from`. */
  async function socialLogin(
    resultUri: (state: string) => string,
    { from = ORIGIN, userName }: { from?: string; userName?: string } = {},
  ) {
    const sent = socialFrame(userName)
    const ctx = await setup()
    const warn = vi.spyOn(ctx.engine.logger, 'warn')
    const popup = fakePopup()
    const done = ctx.session.connectSocial('github', popup as unknown as Window)
    await vi.advanceTimersByTimeAsync(0)
    const ask = sent.find((m) => m.type === '@gw-app/GET_SOCIAL_REDIRECT_URI')!
    const state = String(ask.payload.state)
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@gw-frame/SOCIAL_RESULT', resultUri: resultUri(state) },
        origin: from,
        source: popup as unknown as Window,
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    await done
    const connected = sent.some((m) => m.type === '@gw-app/CONNECT_SOCIAL')
    const error = warn.mock.calls.find(([text]) => String(text).includes('social'))?.[1]
    return { ...ctx, sent, popup, state, connected, error }
  }

  it('asks the redirect with a state of its own (crypto-random, new each time) and takes a return that carries it', async () => {
    const first = await socialLogin(
      (state) => `${ORIGIN}/social/callback?provider=github&code=c1&state=${state}`,
    )
    expect(first.state).toMatch(/^[0-9a-f]{64}$/)
    expect(first.popup.location.href).toBe(
      `${ORIGIN}/social/oauth?provider=github&state=${first.state}`,
    )
    expect(first.connected).toBe(true)
    const again = await socialLogin(
      (state) => `${ORIGIN}/social/callback?provider=github&code=c2#state=${state}`,
    )
    expect(again.connected).toBe(true)
    expect(again.state).not.toBe(first.state)
  })

  // [case, the result URL for our state, the error's class]
  const refused: [string, (state: string) => string, string][] = [
    ['no state', () => `${ORIGIN}/social/callback?code=c1`, 'SocialStateError'],
    [
      'another state',
      () => `${ORIGIN}/social/callback?code=c1&state=${'0'.repeat(64)}`,
      'SocialStateError',
    ],
    ['an empty state', () => `${ORIGIN}/social/callback?code=c1&state=`, 'SocialStateError'],
    [
      'ours in the query, another in the fragment',
      (s) => `${ORIGIN}/social/callback?code=c1&state=${s}#state=${'1'.repeat(64)}`,
      'SocialStateError',
    ],
    [
      'the bare #error=',
      (s) => `${ORIGIN}/social/callback?code=c1&state=${s}#error=`,
      'SocialLoginError',
    ],
    [
      '#error=access_denied',
      (s) => `${ORIGIN}/social/callback?state=${s}#error=access_denied`,
      'SocialLoginError',
    ],
    ['the bare ?error=', (s) => `${ORIGIN}/social/callback?error=&state=${s}`, 'SocialLoginError'],
    [
      '?error=access_denied',
      (s) => `${ORIGIN}/social/callback?error=access_denied&state=${s}`,
      'SocialLoginError',
    ],
    [
      'a result URL on another origin',
      (s) => `https://evil.example/social/callback?code=c1&state=${s}`,
      'SocialLoginError',
    ],
    ['a javascript: result URL', (s) => `javascript:alert(1)//?state=${s}`, 'SocialLoginError'],
  ]
  for (const [what, resultUri, name] of refused)
    it(`a return with ${what} is 'Something went wrong' (${name}); nothing is sent to connect`, async () => {
      const { runtime, engine, popup, connected, error } = await socialLogin(resultUri)
      expect(connected).toBe(false)
      expect(error).toMatchObject({ name, shortMessage: 'Something went wrong' })
      expect(runtime.$error.get()).toBe('Something went wrong')
      expect(popup.closed).toBe(true)
      expect(engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBeUndefined()
      expect(engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    })

  /**
   * A social login whose CONNECT_SOCIAL answer the test holds: `settle(ok)` answers it (a user,
   * or the frame's error 'Invalid code'); every other message gets what a connect needs.
   */
  async function heldSocialLogin() {
    const sent: Sent[] = []
    let held: ((ok: boolean) => void) | undefined
    answer = (message, reply) => {
      sent.push(message)
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'GET_SOCIAL_REDIRECT_URI')
        reply({ uri: `${ORIGIN}/social/oauth?provider=github&state=${message.payload.state}` })
      else if (name === 'CONNECT_SOCIAL')
        held = (ok) =>
          ok
            ? reply({ userName: 'github-user' })
            : fromFrame(ctx.session, {
                type: '@gw-frame/CONNECT_SOCIAL_ERROR',
                id: message.id,
                payload: { message: 'Invalid code' },
              })
      else if (name === 'GET_USER') reply({ address: ADDRESS, chainId: 'eip155:1' })
      else if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        reply({ smartAccountEnabledNetworks: [] })
      else if (name === 'IS_CONNECTED') reply({ isConnected: true })
      else if (name === 'GET_CHAIN_ID') reply({ chainId: 'eip155:1' })
      else reply({})
    }
    // An eip155 adapter that connects the embedded wallet's account (as the EVM adapter would).
    const adapter: Adapter = {
      namespace: 'eip155',
      setup: () => () => {},
      connect: async ({ network }) => ({
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        chainId: network.id,
      }),
      reconnect: async () => {
        throw new Error('no session')
      },
      disconnect: async () => {},
      getBalance: async () => ({ value: '0', symbol: 'ETH' }),
      getProvider: () => ({}),
    }
    const ctx = await setup([{ namespace: 'eip155', create: () => adapter }])
    const popup = fakePopup()
    const done = ctx.session.connectSocial('github', popup as unknown as Window)
    await vi.advanceTimersByTimeAsync(0)
    const state = String(
      sent.find((m) => m.type === '@gw-app/GET_SOCIAL_REDIRECT_URI')!.payload.state,
    )
    const loading = () => ctx.engine.$toasts.get().filter((t) => t.variant === 'loading')
    // Until the window answers, nothing is being authenticated.
    expect(loading()).toEqual([])
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          type: '@gw-frame/SOCIAL_RESULT',
          resultUri: `${ORIGIN}/social/callback?provider=github&code=c1&state=${state}`,
        },
        origin: ORIGIN,
        source: popup as unknown as Window,
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.some((m) => m.type === '@gw-app/CONNECT_SOCIAL')).toBe(true)
    return { ...ctx, sent, loading, done, settle: (ok: boolean) => held!(ok) }
  }

  it("spec §8 toast 'Authenticating...' (loading) while the frame exchanges the social result; gone once connected", async () => {
    const { engine, loading, done, settle } = await heldSocialLogin()
    expect(loading().map((t) => t.message)).toEqual(['Authenticating...'])
    settle(true)
    await vi.advanceTimersByTimeAsync(0)
    await done
    expect(engine.$account.get()?.status).toBe('connected')
    expect(engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBe('github-user')
    expect(engine.$toasts.get()).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(engine.$toasts.get()).toEqual([])
  })

  it("a failed exchange replaces 'Authenticating...' with the error toast (the frame's message), nothing connects", async () => {
    const { engine, runtime, loading, done, settle } = await heldSocialLogin()
    expect(loading().map((t) => t.message)).toEqual(['Authenticating...'])
    settle(false)
    await vi.advanceTimersByTimeAsync(0)
    await done
    expect(runtime.$error.get()).toBe('Invalid code')
    expect(loading()).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    expect(engine.$toasts.get()).toMatchObject([{ variant: 'error', message: 'Invalid code' }])
    expect(engine.$account.get()?.status).not.toBe('connected')
  })

  it('a redirect URI that is not https never reaches the login window (UnsafeFrameUrlError)', async () => {
    for (const uri of [
      'javascript:alert(document.domain)',
      'data:text/html,<b>x</b>',
      'http://evil.example/oauth',
    ]) {
      const sent: Sent[] = []
      answer = (message, reply) => {
        sent.push(message)
        if (message.type === '@gw-app/GET_SOCIAL_REDIRECT_URI') reply({ uri })
      }
      const { runtime, session, engine } = await setup()
      const warn = vi.spyOn(engine.logger, 'warn')
      const popup = fakePopup()
      await session.connectSocial('github', popup as unknown as Window)
      expect(popup.location.href, uri).toBe('about:blank')
      expect(popup.closed, uri).toBe(true)
      expect(warn.mock.calls.at(-1)?.[1], uri).toMatchObject({ name: 'UnsafeFrameUrlError' })
      expect(runtime.$error.get(), uri).toBe(AUTH_MESSAGES.unsafeLink)
      expect(
        sent.some((m) => m.type === '@gw-app/CONNECT_SOCIAL'),
        uri,
      ).toBe(false)
    }
  })

  it('caps the stored user name: control and bidi characters removed, at most SOCIAL_USERNAME_MAX_CHARS', async () => {
    const { engine } = await socialLogin(
      (state) => `${ORIGIN}/social/callback?code=c1&state=${state}`,
      { userName: `\u202Eresu-buhtig\u0000\u200B${'a'.repeat(500)}` },
    )
    const stored = engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is that none is left
    expect(stored).not.toMatch(/[\u0000-\u001f\u200b-\u200f\u202a-\u202e]/)
    expect(stored.startsWith('resu-buhtig')).toBe(true)
    expect([...stored].length).toBe(SOCIAL_USERNAME_MAX_CHARS)
  })

  it("the frame's user with a long or bidi-laden name still restores; its stored name is capped", async () => {
    answer = (message, reply) => {
      if (message.type === '@gw-app/GET_USER')
        reply({ address: ADDRESS, chainId: 'eip155:1', userName: `\u202E${'b'.repeat(300)}` })
    }
    const { engine, session } = await setup()
    expect(await session.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    const stored = engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)!
    expect(stored).not.toContain('\u202E')
    expect([...stored].length).toBe(SOCIAL_USERNAME_MAX_CHARS)
  })
})

describe('Farcaster (only https frame URLs are followed)', () => {
  it('a sign-in URI that is not https is never shown or linked (UnsafeFrameUrlError)', async () => {
    const sent: string[] = []
    answer = (message, reply) => {
      sent.push(message.type)
      if (message.type === '@gw-app/GET_FARCASTER_URI') reply({ url: 'javascript:alert(1)' })
    }
    const { runtime, session } = await setup()
    await session.connectFarcaster()
    expect(runtime.$farcasterUri.get()).toBeUndefined()
    expect(runtime.$error.get()).toBe(AUTH_MESSAGES.unsafeLink)
    expect(sent).not.toContain('@gw-app/CONNECT_FARCASTER')
  })

  it('caps the Farcaster user name it stores', async () => {
    answer = (message, reply) => {
      if (message.type === '@gw-app/GET_FARCASTER_URI')
        reply({ url: `${ORIGIN}/farcaster/connect?channel=c1` })
      if (message.type === '@gw-app/CONNECT_FARCASTER')
        reply({ userName: `\u2066${'f'.repeat(200)}\u2069` })
    }
    const { engine, runtime, session } = await setup()
    await session.connectFarcaster()
    expect(runtime.$farcasterUri.get()).toBe(`${ORIGIN}/farcaster/connect?channel=c1`)
    const stored = engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)!
    expect(stored).not.toMatch(/[\u2066-\u2069]/)
    expect([...stored].length).toBe(SOCIAL_USERNAME_MAX_CHARS)
  })
})

describe("the frame's network switch (a reply naming another chain is refused)", () => {
  it('a SWITCH_NETWORK reply naming another chain than asked is refused (FrameNetworkMismatchError) and not adopted', async () => {
    answer = (message, reply) => {
      const name = message.type.slice('@gw-app/'.length)
      if (name === 'GET_USER') reply({ address: ADDRESS, chainId: 'eip155:1' })
      // Asked for Base (8453), the frame names Polygon.
      if (name === 'SWITCH_NETWORK') reply({ chainId: 'eip155:137' })
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') reply({ smartAccountEnabledNetworks: [] })
    }
    const { engine, runtime, session } = await setup()
    await session.request({ method: 'eth_requestAccounts' })
    const changed = vi.fn()
    runtime.events.on('chainChanged', changed)
    await expect(
      session.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ name: 'FrameNetworkMismatchError' })
    expect(changed).not.toHaveBeenCalled()
    expect(engine.storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:1')
    expect(await session.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('a reply naming the asked chain in any of its forms (CAIP-2, number, decimal or hex string) is taken', async () => {
    for (const named of ['eip155:8453', 8453, '8453', '0x2105']) {
      answer = (message, reply) => {
        const name = message.type.slice('@gw-app/'.length)
        if (name === 'GET_USER')
          reply({ address: ADDRESS, chainId: message.payload.chainId ?? 'eip155:1' })
        if (name === 'SWITCH_NETWORK') reply({ chainId: named })
        if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
          reply({ smartAccountEnabledNetworks: [] })
      }
      const { session } = await setup()
      await session.request({ method: 'eth_requestAccounts' })
      await session.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      })
      expect(await session.request({ method: 'eth_chainId' }), String(named)).toBe('0x2105')
    }
  })

  it('after a switch, a user the frame reports on another chain than asked is not adopted either', async () => {
    answer = (message, reply) => {
      const name = message.type.slice('@gw-app/'.length)
      // The frame switches as asked, then reports its user on Polygon.
      if (name === 'GET_USER')
        reply({
          address: ADDRESS,
          chainId: message.payload.chainId === 'eip155:8453' ? 'eip155:137' : 'eip155:1',
        })
      if (name === 'SWITCH_NETWORK') reply({ chainId: message.payload.chainId })
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') reply({ smartAccountEnabledNetworks: [] })
    }
    const { engine, session } = await setup()
    await session.request({ method: 'eth_requestAccounts' })
    await session.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await session.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(engine.storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:8453')
  })
})
