import * as v from 'valibot'
import { AUTH_CONNECTOR_ID, AUTH_TIMEOUTS, AUTH_VIEWS, type SocialProvider } from '../constants.js'
import { EmailThrottledError, InvalidEmailError, SocialLoginError } from '../errors.js'
import { checkSocialReturn, newSocialState } from '../frame/links.js'
import { EmailSchema } from '../frame/schemas.js'
import {
  connect,
  coreText,
  dismissToast,
  goBack,
  push,
  replace,
  showToast,
  TimeoutError,
  TOAST_MESSAGES,
} from '../internal/core.js'
import { AUTH_STORAGE_KEYS } from '../storage.js'
import { authErrorText, authText } from '../text.js'
import type { AuthSession } from './createSession.js'
import { fail, type SessionState } from './sessionState.js'
import { socialResult } from './socialResult.js'

/** Spec §9 "Min wait between email-login triggers 30 s": throws with the seconds left. */
export function checkWait(last: number | undefined, now: number): void {
  if (last !== undefined && now - last < AUTH_TIMEOUTS.emailTrigger)
    throw new EmailThrottledError(Math.ceil((AUTH_TIMEOUTS.emailTrigger - (now - last)) / 1000))
}

/**
 * The logins (spec §4, §5): email with its code (or the device approval, then the code), a
 * social provider in a popup, Farcaster. Each ends by connecting the embedded wallet and storing
 * the login; a failure shows the spec's text under the form.
 */
export function loginMethods(
  state: SessionState,
): Pick<
  AuthSession,
  'connectEmail' | 'verifyOtp' | 'resend' | 'connectSocial' | 'connectFarcaster' | 'cancelFarcaster'
> {
  const { engine, runtime, client } = state
  /** The Farcaster login under way, aborted by a new one or a cancel. */
  let farcaster: AbortController | undefined

  async function finish(): Promise<void> {
    runtime.$step.set('connecting')
    await connect(engine, { connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    // Spec §4: "successful connect stores email, sets login-used flag, clears that time".
    const email = state.user?.email ?? runtime.$email.get()
    if (email) engine.storage.set(AUTH_STORAGE_KEYS.email, email)
    runtime.$userEmail.set(email || undefined)
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    engine.storage.remove(AUTH_STORAGE_KEYS.lastEmailLoginTime)
    runtime.$step.set('idle')
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

  return {
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
        fail(state, error)
      }
    },
    cancelFarcaster() {
      farcaster?.abort()
      farcaster = undefined
      runtime.$step.set('idle')
      runtime.$farcasterUri.set(undefined)
      goBack(engine)
    },
    async connectSocial(provider: SocialProvider, popup: Window | null) {
      runtime.$error.set(undefined)
      runtime.$email.set('')
      runtime.$social.set(provider)
      runtime.$step.set('social')
      if (engine.$router.get().view !== AUTH_VIEWS.connectingSocial)
        push(engine, AUTH_VIEWS.connectingSocial)
      /** Spec §8 toast 'Authenticating...' (loading): shown while the result is exchanged. */
      let authenticating: number | undefined
      try {
        if (!popup) throw new SocialLoginError({ details: 'The login window was blocked' })
        // Ours, checked on the return: the frame puts it on the provider's request, the
        // provider hands it back with the result (OAuth 2.0 `state`).
        const nonce = newSocialState()
        // The client refused it already unless it is https (or the dev origin's http).
        const { uri } = await client.call('GET_SOCIAL_REDIRECT_URI', { provider, state: nonce })
        popup.location.href = uri
        const result = await socialResult(engine, client, popup)
        // On the frame's origin, no `error` (spec: 'Something went wrong'), our state.
        checkSocialReturn(result, { origin: client.origin, state: nonce })
        // The provider's answer is in: the frame now trades it for the user's wallet, then the
        // wallet connects. Spec §8 toast 'Authenticating...' (loading) until that ends (the
        // reference modal's social view says 'Retrieving user data' at this moment).
        authenticating = showToast(engine, {
          variant: 'loading',
          message: coreText(engine, 'toast.authenticating', TOAST_MESSAGES.authenticating),
        })
        const { userName } = await client.call('CONNECT_SOCIAL', { uri: result })
        if (userName) engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, userName)
        popup.close()
        await finish()
        dismissToast(engine, authenticating)
      } catch (error) {
        if (popup && !popup.closed) popup.close()
        runtime.$step.set('idle')
        engine.logger.warn('auth: social login failed', error)
        fail(state, error)
        if (error instanceof SocialLoginError)
          showToast(engine, {
            variant: 'error',
            message: authText(engine, 'error.SocialLoginError'),
          })
        // A failed exchange: its error toast takes the loading toast's place (a timeout's
        // 'Something went wrong' toast was queued by `fail` already).
        else if (authenticating !== undefined && !(error instanceof TimeoutError))
          showToast(engine, { variant: 'error', message: runtime.$error.get() ?? '' })
      }
    },
    async connectEmail(input: string) {
      runtime.$error.set(undefined)
      const parsed = v.safeParse(EmailSchema, input)
      if (!parsed.success) {
        runtime.$step.set('idle')
        runtime.$error.set(authErrorText(engine, new InvalidEmailError()))
        return
      }
      runtime.$email.set(parsed.output)
      runtime.$step.set('sending')
      try {
        await trigger(parsed.output)
        if (runtime.$step.get() === 'otp') push(engine, AUTH_VIEWS.verifyOtp)
      } catch (error) {
        runtime.$step.set('idle')
        fail(state, error)
      }
    },
    async verifyOtp(otp: string) {
      runtime.$error.set(undefined)
      runtime.$step.set('verifying')
      try {
        await client.call('CONNECT_OTP', { otp })
        await finish()
      } catch (error) {
        runtime.$step.set('otp')
        fail(state, error)
      }
    },
    async resend() {
      runtime.$error.set(undefined)
      try {
        await trigger(runtime.$email.get())
        showToast(engine, { variant: 'success', message: authText(engine, 'codeResent') })
      } catch (error) {
        fail(state, error)
      }
    },
  }
}
