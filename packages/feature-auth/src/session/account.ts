import * as v from 'valibot'
import { AUTH_VIEWS } from '../constants.js'
import { InvalidEmailError } from '../errors.js'
import { EmailSchema } from '../frame/schemas.js'
import { push, replace, reset, showToast, TimeoutError } from '../internal/core.js'
import type { AccountType, UpdateStep } from '../state.js'
import { AUTH_STORAGE_KEYS } from '../storage.js'
import { authErrorText, authText } from '../text.js'
import type { AuthSession } from './createSession.js'
import { checkWait } from './login.js'
import { report, type SessionState } from './sessionState.js'

/**
 * What the visitor changes on the embedded wallet's account: its email (spec §4, §5: a code to
 * the current address, then one to the new address, each resent after the 30 s wait) and its
 * account type (spec §7 "set preferred account").
 */
export function accountMethods(
  state: SessionState,
): Pick<
  AuthSession,
  | 'updateEmail'
  | 'resendUpdate'
  | 'verifyUpdatePrimary'
  | 'verifyUpdateSecondary'
  | 'setAccountType'
> {
  const { engine, runtime, client } = state

  /** UPDATE_EMAIL for `newEmail`, 30 s after the last; the frame names the step its code is for. */
  async function triggerUpdate(newEmail: string) {
    const now = Date.now()
    checkWait(runtime.lastUpdateTrigger, now)
    runtime.lastUpdateTrigger = now
    return (await client.call('UPDATE_EMAIL', { email: newEmail })).action
  }

  /** The update's state with `patch`; a new step or attempt clears the last error. */
  const setUpdate = (patch: Partial<{ step: UpdateStep; newEmail: string; error?: string }>) =>
    runtime.$update.set({ ...runtime.$update.get(), error: undefined, ...patch })
  const failUpdate = (step: UpdateStep, error: unknown) =>
    setUpdate({ step, error: report(engine, error) })
  /** Shows the code view of `step`: pushed after the form, in place of the primary one. */
  const showUpdateStep = (step: 'primary' | 'secondary') => {
    setUpdate({ step })
    const view =
      step === 'primary' ? AUTH_VIEWS.updateEmailPrimary : AUTH_VIEWS.updateEmailSecondary
    if (engine.$router.get().view === AUTH_VIEWS.updateEmail) push(engine, view)
    else replace(engine, view)
  }

  return {
    async updateEmail(input: string) {
      const parsed = v.safeParse(EmailSchema, input)
      if (!parsed.success) {
        setUpdate({ step: 'idle', error: authErrorText(engine, new InvalidEmailError()) })
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
        showToast(engine, { variant: 'success', message: authText(engine, 'codeResent') })
      } catch (error) {
        failUpdate(step, error)
      }
    },
    async verifyUpdatePrimary(otp: string) {
      setUpdate({ step: 'verifying' })
      try {
        await client.call('UPDATE_EMAIL_PRIMARY_OTP', { otp })
        showUpdateStep('secondary')
      } catch (error) {
        failUpdate('primary', error)
      }
    },
    async verifyUpdateSecondary(otp: string) {
      setUpdate({ step: 'verifying' })
      try {
        const { newEmail } = await client.call('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        // Spec §4 "secondary success stores the new email", under the login's own key.
        engine.storage.set(AUTH_STORAGE_KEYS.email, newEmail)
        runtime.$userEmail.set(newEmail)
        if (state.user) state.user = { ...state.user, email: newEmail }
        runtime.$update.set({ step: 'idle', newEmail: '' })
        showToast(engine, { variant: 'success', message: authText(engine, 'emailUpdated') })
        reset(engine, 'Account')
      } catch (error) {
        failUpdate('secondary', error)
      }
    },
    async setAccountType(type: AccountType) {
      if (runtime.$switchingType.get() || runtime.$accountType.get() === type) return
      runtime.$switchingType.set(true)
      try {
        const reply = await client.call('SET_PREFERRED_ACCOUNT', { type })
        if (state.user)
          state.user = { ...state.user, address: reply.address, preferredAccountType: type }
        runtime.$accountType.set(type)
        runtime.events.emit('accountsChanged', [reply.address])
      } catch (error) {
        // A timeout has its own toast; a refused smart account is spec §8's 'This application
        // might not support Smart Accounts'.
        if (error instanceof TimeoutError) report(engine, error)
        else
          showToast(engine, {
            variant: 'error',
            message:
              type === 'smartAccount' ? authText(engine, 'noSmartAccounts') : report(engine, error),
          })
      } finally {
        runtime.$switchingType.set(false)
      }
    },
  }
}
