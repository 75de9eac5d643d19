import * as v from 'valibot'
import {
  AUTH_CONNECTOR_ID,
  AUTH_MESSAGES,
  AUTH_TIMEOUTS,
  AUTH_VIEWS,
  FRAME_APPROVAL_METHODS,
  type SocialProvider,
} from '../constants.js'
import {
  EmailThrottledError,
  FrameNetworkMismatchError,
  InvalidEmailError,
  SocialLoginError,
} from '../errors.js'
import type { FrameClient } from '../frame/createFrameClient.js'
import { checkSocialReturn, newSocialState } from '../frame/links.js'
import { type AuthUser, EmailSchema } from '../frame/schemas.js'
import {
  BaseError,
  type CaipNetworkId,
  connect,
  goBack,
  push,
  RpcMethodNotAllowedError,
  replace,
  reset,
  STORAGE_KEYS,
  showToast,
  TimeoutError,
} from '../internal/core.js'
import type { AccountType, AuthRuntime, UpdateStep } from '../state.js'
import { AUTH_STORAGE_KEYS, clearLoginCache } from '../storage.js'
import { chainNumber, namedChain, toHex } from './chains.js'
import { openFrame } from './openFrame.js'
import { socialResult } from './socialResult.js'

/** What the embedded wallet does through the frame; created with the auth chunk, on first use. */
export type AuthSession = {
  readonly client: FrameClient
  /** The embedded wallet's EIP-1193 `request` (the connector's provider). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** Starts an email login (spec §4, §5). */
  connectEmail(email: string): Promise<void>
  /** Checks the six-digit code and connects. */
  verifyOtp(otp: string): Promise<void>
  /** Sends the code again (after the 30 s wait). */
  resend(): Promise<void>
  /**
   * A social login in `popup` (opened by the click itself, so no popup blocker stops it): the
   * frame's redirect URI, then the result, accepted only from the frame's origin and that window.
   */
  connectSocial(provider: SocialProvider, popup: Window | null): Promise<void>
  /** Farcaster: the frame's URI (QR code or link), then the wait for the approval. */
  connectFarcaster(): Promise<void>
  /** Stops waiting for Farcaster and goes back. */
  cancelFarcaster(): void
  /**
   * Starts an email update (spec §4, §5): the new address, checked before it is sent, then the
   * frame's next step (VERIFY_PRIMARY_OTP: a code to the current address; VERIFY_SECONDARY_OTP:
   * a code to the new one).
   */
  updateEmail(newEmail: string): Promise<void>
  /** The code sent to the current address; then the code to the new one is asked for. */
  verifyUpdatePrimary(otp: string): Promise<void>
  /** The code sent to the new address; success stores the new email (spec §4). */
  verifyUpdateSecondary(otp: string): Promise<void>
  /**
   * Sends the code of the update's current step again (after the 30 s wait, spec §9): the
   * current address's on the primary step, the new address's on the secondary one.
   */
  resendUpdate(): Promise<void>
  /**
   * Makes `type` the preferred account type through the frame (spec §7 "set preferred
   * account"): the connected address becomes that account's (accountsChanged).
   */
  setAccountType(type: AccountType): Promise<void>
  destroy(): void
}

/** Methods that send a transaction: closing the modal does not abort them (spec §4). */
const TRANSACTIONS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation'])
/** eip155 methods the frame serves (spec §7's list); anything else is refused (spec §6). */
const FRAME_METHOD = /^(eth_|wallet_|personal_sign$|net_|web3_)/
const KNOWN_OTHER = new Set(['personal_sign'])

/**
 * The session behind the feature: the hidden frame (created now, `openFrame.ts`), the EIP-1193
 * provider of the embedded wallet, and the email flow. Errors end up in `runtime.$error` as the spec's text; a
 * timeout also shows 'Something went wrong'.
 */
export function createSession(runtime: AuthRuntime): AuthSession {
  const { engine } = runtime
  const { client, chainId, stop: unsubscribeTheme } = openFrame(runtime)

  let user: AuthUser | undefined
  /** Whether the smart accounts of the user logged in now were read: once per login (a host may poll accounts). */
  let smartSynced = false
  const syncOnce = () => {
    if (smartSynced) return
    smartSynced = true
    void syncSmartAccounts()
  }
  /** RPC requests sent to the frame; `approved` once the frame's page was answered (or none asks). */
  const inflight = new Map<AbortController, { method: string; approved: boolean }>()
  // Spec §4: closing the modal with no pending transaction rejects pending requests. A request
  // still on the frame's approval page is pending: closing always aborts it.
  const unsubscribeModal = engine.$modal.listen((modal) => {
    if (modal.open) return
    const sending = [...inflight.values()].some((r) => r.approved && TRANSACTIONS.has(r.method))
    for (const [controller, r] of inflight) if (!r.approved || !sending) controller.abort()
  })
  // Back from the frame's approval page (the view left with the request unanswered) aborts it.
  const unsubscribeRouter = engine.$router.listen(({ view }) => {
    if (view === 'ApproveTransaction') return
    for (const [controller, r] of inflight) if (!r.approved) controller.abort()
  })
  /** Whether the modal shows the frame's approval page (FrameApproval is on screen). */
  const approvalShown = () => engine.$modal.get().open && runtime.$framePageShown.get()
  let approvals = 0

  const remember = (next: AuthUser) => {
    user = next
    runtime.$accountType.set(next.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa')
    const caip = `eip155:${chainNumber(next.chainId)}` as CaipNetworkId
    engine.storage.set(STORAGE_KEYS.lastUsedChain, caip)
    if (next.userName) engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, next.userName)
    return next
  }

  /** The error's text (spec §8), with the 'Something went wrong' toast for a timeout. */
  const report = (error: unknown): string => {
    if (error instanceof TimeoutError)
      showToast(engine, { variant: 'error', message: AUTH_MESSAGES.timeout })
    return error instanceof BaseError ? error.shortMessage : AUTH_MESSAGES.frameError
  }
  const fail = (error: unknown) => runtime.$error.set(report(error))

  async function request({ method, params }: { method: string; params?: unknown }) {
    switch (method) {
      case 'eth_accounts': {
        // Spec §4: a reload restores through the login flag, then is-connected. Without the flag
        // (signed out, perhaps while the frame had not answered SIGN_OUT yet) nothing is restored.
        if (!user && !engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)) return []
        // A not-connected check clears the cache.
        const { isConnected } = await client.call('IS_CONNECTED')
        if (!isConnected) {
          clearLoginCache(engine.storage)
          runtime.$userEmail.set(undefined)
          runtime.$accountType.set(undefined)
          smartSynced = false
          user = undefined
          return []
        }
        const restored = remember(await client.call('GET_USER', { chainId }))
        syncOnce()
        return [restored.address]
      }
      case 'eth_requestAccounts': {
        const next = remember(await client.call('GET_USER', { chainId }))
        syncOnce()
        return [next.address]
      }
      case 'eth_chainId':
        if (user) return toHex(chainNumber(user.chainId))
        return toHex(chainNumber((await client.call('GET_CHAIN_ID')).chainId))
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = params as [{ chainId: string }]
        const id = Number(hex)
        const next = `eip155:${id}`
        const reply = await client.call('SWITCH_NETWORK', { chainId: next })
        // A reply naming another chain is refused, never adopted (issue 31).
        if (namedChain(reply.chainId) !== id)
          throw new FrameNetworkMismatchError(next, reply.chainId)
        if (user) remember({ ...user, chainId: `eip155:${id}` })
        runtime.events.emit('chainChanged', toHex(id))
        if (user) await followNetwork(`eip155:${id}` as CaipNetworkId)
        return null
      }
      case 'wallet_revokePermissions':
        // The login keys go first: a reload while the frame still signs out (up to 3 s) must
        // not find the login flag and restore the session the visitor just left.
        clearLoginCache(engine.storage)
        runtime.$userEmail.set(undefined)
        runtime.$accountType.set(undefined)
        smartSynced = false
        user = undefined
        await client.signOut()
        return null
    }
    if (!FRAME_METHOD.test(method) && !KNOWN_OTHER.has(method))
      throw new RpcMethodNotAllowedError({ code: 4200, details: method })
    const asks = FRAME_APPROVAL_METHODS.has(method)
    // The frame asks on its own page, shown in ApproveTransaction. The host's provider got there
    // through core's approval step; a flow that calls the wallet directly (a sign-in, a name's
    // registration) opens that step here.
    let own: string | undefined
    if (asks && !approvalShown()) {
      own = `${AUTH_CONNECTOR_ID}:frame-${++approvals}`
      await runtime.approvals.requestApproval({
        namespace: 'eip155',
        method,
        params: params ?? [],
        id: own,
        connectorId: AUTH_CONNECTOR_ID,
        isTransaction: TRANSACTIONS.has(method),
      })
    }
    const controller = new AbortController()
    const entry = { method, approved: !asks }
    inflight.set(controller, entry)
    try {
      const result = await client.call(
        'RPC_REQUEST',
        {
          method,
          params: params ?? [],
          chainId: user ? `eip155:${chainNumber(user.chainId)}` : chainId,
        },
        {
          signal: controller.signal,
          ...(asks ? { timeout: AUTH_TIMEOUTS.approval } : {}),
          onApproved: () => {
            entry.approved = true
          },
        },
      )
      if (own) runtime.approvals.settleApproval(own, { ok: true })
      return result
    } catch (error) {
      if (own) runtime.approvals.settleApproval(own, { ok: false, error })
      throw error
    } finally {
      inflight.delete(controller)
    }
  }

  /**
   * Spec §4 "Smart-account networks are saved as a comma list and emptied on error"; on one of
   * them the smart account is initialised (spec §7 "init … preferred account"). Best effort:
   * each call settles on its own.
   */
  async function syncSmartAccounts(): Promise<void> {
    let networks: string[] = []
    try {
      networks = (await client.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
        .smartAccountEnabledNetworks
    } catch (error) {
      engine.logger.debug('auth: no smart-account networks', error)
    }
    engine.storage.set(AUTH_STORAGE_KEYS.smartAccountNetworks, networks)
    runtime.$smartNetworks.set(networks)
    const current = user && `eip155:${chainNumber(user.chainId)}`
    if (current && networks.includes(current))
      await client.call('INIT_SMART_ACCOUNT').catch((error: unknown) => {
        engine.logger.debug('auth: the smart account did not initialise', error)
      })
  }

  /**
   * After a network switch the account type is the new network's (spec §3: smartAccount only on
   * a smart-account network): the frame's user is read again (its preferred type and address on
   * this network), the smart-account networks too, and a new address is announced. Best effort:
   * a failure keeps what was known.
   */
  async function followNetwork(caip: CaipNetworkId): Promise<void> {
    const before = user?.address
    try {
      const reply = await client.call('GET_USER', { chainId: caip })
      // Its user on another chain than the one just switched to is not adopted (issue 31).
      if (namedChain(reply.chainId) !== chainNumber(caip))
        throw new FrameNetworkMismatchError(caip, reply.chainId)
      const next = remember(reply)
      await syncSmartAccounts()
      if (before && next.address.toLowerCase() !== before.toLowerCase())
        runtime.events.emit('accountsChanged', [next.address])
    } catch (error) {
      engine.logger.debug('auth: the account after the network switch was not read', error)
    }
  }

  async function finish(): Promise<void> {
    runtime.$step.set('connecting')
    await connect(engine, { connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    // Spec §4: "successful connect stores email, sets login-used flag, clears that time".
    const email = user?.email ?? runtime.$email.get()
    if (email) engine.storage.set(AUTH_STORAGE_KEYS.email, email)
    runtime.$userEmail.set(email || undefined)
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    engine.storage.remove(AUTH_STORAGE_KEYS.lastEmailLoginTime)
    runtime.$step.set('idle')
  }

  /** Spec §9 "Min wait between email-login triggers 30 s": throws with the seconds left. */
  function checkWait(last: number | undefined, now: number): void {
    if (last !== undefined && now - last < AUTH_TIMEOUTS.emailTrigger)
      throw new EmailThrottledError(Math.ceil((AUTH_TIMEOUTS.emailTrigger - (now - last)) / 1000))
  }

  /** UPDATE_EMAIL for `newEmail`, 30 s after the last; the frame names the step its code is for. */
  async function triggerUpdate(newEmail: string) {
    const now = Date.now()
    checkWait(runtime.lastUpdateTrigger, now)
    runtime.lastUpdateTrigger = now
    return (await client.call('UPDATE_EMAIL', { email: newEmail })).action
  }

  async function trigger(email: string): Promise<void> {
    const now = Date.now()
    checkWait(runtime.lastTrigger, now)
    runtime.lastTrigger = now
    // Spec §4 "Email login records last-email-login time".
    engine.storage.set(AUTH_STORAGE_KEYS.lastEmailLoginTime, now)
    const { action } = await client.call('CONNECT_EMAIL', { email })
    if (action === 'CONNECT') return finish()
    if (action === 'VERIFY_OTP') {
      runtime.$step.set('otp')
      return
    }
    runtime.$step.set('device')
    push(engine, AUTH_VIEWS.verifyDevice)
    await client.call('CONNECT_DEVICE')
    runtime.$step.set('otp')
    replace(engine, AUTH_VIEWS.verifyOtp)
  }

  let farcaster: AbortController | undefined

  /** The update's state with `patch`; a new step or attempt clears the last error. */
  const setUpdate = (patch: Partial<{ step: UpdateStep; newEmail: string; error?: string }>) =>
    runtime.$update.set({ ...runtime.$update.get(), error: undefined, ...patch })
  const failUpdate = (step: UpdateStep, error: unknown) => setUpdate({ step, error: report(error) })
  /** Shows the code view of `step`: pushed after the form, in place of the primary one. */
  const showUpdateStep = (step: 'primary' | 'secondary') => {
    setUpdate({ step })
    const view =
      step === 'primary' ? AUTH_VIEWS.updateEmailPrimary : AUTH_VIEWS.updateEmailSecondary
    if (engine.$router.get().view === AUTH_VIEWS.updateEmail) push(engine, view)
    else replace(engine, view)
  }

  return {
    client,
    request,
    async connectFarcaster() {
      farcaster?.abort()
      const controller = new AbortController()
      farcaster = controller
      runtime.$error.set(undefined)
      runtime.$email.set('')
      runtime.$farcasterUri.set(undefined)
      runtime.$step.set('farcaster')
      if (engine.$router.get().view !== AUTH_VIEWS.connectingFarcaster)
        push(engine, AUTH_VIEWS.connectingFarcaster)
      try {
        const { url } = await client.call('GET_FARCASTER_URI', {}, { signal: controller.signal })
        runtime.$farcasterUri.set(url)
        const { userName } = await client.call(
          'CONNECT_FARCASTER',
          {},
          { timeout: AUTH_TIMEOUTS.farcaster, signal: controller.signal },
        )
        if (userName) engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, userName)
        await finish()
      } catch (error) {
        if (controller.signal.aborted) return
        runtime.$step.set('idle')
        engine.logger.warn('auth: Farcaster login failed', error)
        fail(error)
      }
    },
    cancelFarcaster() {
      farcaster?.abort()
      farcaster = undefined
      runtime.$step.set('idle')
      runtime.$farcasterUri.set(undefined)
      goBack(engine)
    },
    async connectSocial(provider, popup) {
      runtime.$error.set(undefined)
      runtime.$email.set('')
      runtime.$social.set(provider)
      runtime.$step.set('social')
      if (engine.$router.get().view !== AUTH_VIEWS.connectingSocial)
        push(engine, AUTH_VIEWS.connectingSocial)
      try {
        if (!popup) throw new SocialLoginError({ details: 'The login window was blocked' })
        // Ours, checked on the return: the frame puts it on the provider's request, the
        // provider hands it back with the result (OAuth 2.0 `state`).
        const state = newSocialState()
        // The client refused it already unless it is https (or the dev origin's http).
        const { uri } = await client.call('GET_SOCIAL_REDIRECT_URI', { provider, state })
        popup.location.href = uri
        const result = await socialResult(engine, client, popup)
        // On the frame's origin, no `error` (spec: 'Something went wrong'), our state.
        checkSocialReturn(result, { origin: client.origin, state })
        const { userName } = await client.call('CONNECT_SOCIAL', { uri: result })
        if (userName) engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, userName)
        popup.close()
        await finish()
      } catch (error) {
        if (popup && !popup.closed) popup.close()
        runtime.$step.set('idle')
        engine.logger.warn('auth: social login failed', error)
        fail(error)
        if (error instanceof SocialLoginError)
          showToast(engine, { variant: 'error', message: AUTH_MESSAGES.timeout })
      }
    },
    async connectEmail(input) {
      runtime.$error.set(undefined)
      const parsed = v.safeParse(EmailSchema, input)
      if (!parsed.success) {
        runtime.$step.set('idle')
        runtime.$error.set(new InvalidEmailError().shortMessage)
        return
      }
      runtime.$email.set(parsed.output)
      runtime.$step.set('sending')
      try {
        await trigger(parsed.output)
        if (runtime.$step.get() === 'otp') push(engine, AUTH_VIEWS.verifyOtp)
      } catch (error) {
        runtime.$step.set('idle')
        fail(error)
      }
    },
    async verifyOtp(otp) {
      runtime.$error.set(undefined)
      runtime.$step.set('verifying')
      try {
        await client.call('CONNECT_OTP', { otp })
        await finish()
      } catch (error) {
        runtime.$step.set('otp')
        fail(error)
      }
    },
    async resend() {
      runtime.$error.set(undefined)
      try {
        await trigger(runtime.$email.get())
        showToast(engine, { variant: 'success', message: 'Code resent' })
      } catch (error) {
        fail(error)
      }
    },
    async updateEmail(input) {
      const parsed = v.safeParse(EmailSchema, input)
      if (!parsed.success) {
        setUpdate({ step: 'idle', error: new InvalidEmailError().shortMessage })
        return
      }
      setUpdate({ step: 'sending', newEmail: parsed.output })
      try {
        const action = await triggerUpdate(parsed.output)
        showUpdateStep(action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary')
      } catch (error) {
        failUpdate('idle', error)
      }
    },
    async resendUpdate() {
      const { step, newEmail } = runtime.$update.get()
      if (step !== 'primary' && step !== 'secondary') return
      setUpdate({ step })
      try {
        // The frame answers with the step the new code is for (spec §5 update-email results).
        const action = await triggerUpdate(newEmail)
        setUpdate({ step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary' })
        showToast(engine, { variant: 'success', message: 'Code resent' })
      } catch (error) {
        failUpdate(step, error)
      }
    },
    async verifyUpdatePrimary(otp) {
      setUpdate({ step: 'verifying' })
      try {
        await client.call('UPDATE_EMAIL_PRIMARY_OTP', { otp })
        showUpdateStep('secondary')
      } catch (error) {
        failUpdate('primary', error)
      }
    },
    async verifyUpdateSecondary(otp) {
      setUpdate({ step: 'verifying' })
      try {
        const { newEmail } = await client.call('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        // Spec §4 "secondary success stores the new email", under the login's own key.
        engine.storage.set(AUTH_STORAGE_KEYS.email, newEmail)
        runtime.$userEmail.set(newEmail)
        if (user) user = { ...user, email: newEmail }
        runtime.$update.set({ step: 'idle', newEmail: '' })
        showToast(engine, { variant: 'success', message: AUTH_MESSAGES.emailUpdated })
        reset(engine, 'Account')
      } catch (error) {
        failUpdate('secondary', error)
      }
    },
    async setAccountType(type) {
      if (runtime.$switchingType.get() || runtime.$accountType.get() === type) return
      runtime.$switchingType.set(true)
      try {
        const reply = await client.call('SET_PREFERRED_ACCOUNT', { type })
        if (user) user = { ...user, address: reply.address, preferredAccountType: type }
        runtime.$accountType.set(type)
        runtime.events.emit('accountsChanged', [reply.address])
      } catch (error) {
        // A timeout has its own toast; a refused smart account is spec §8's 'This application
        // might not support Smart Accounts'.
        if (error instanceof TimeoutError) report(error)
        else
          showToast(engine, {
            variant: 'error',
            message: type === 'smartAccount' ? AUTH_MESSAGES.noSmartAccounts : report(error),
          })
      } finally {
        runtime.$switchingType.set(false)
      }
    },
    destroy() {
      unsubscribeModal()
      unsubscribeRouter()
      unsubscribeTheme()
      client.destroy()
    },
  }
}
