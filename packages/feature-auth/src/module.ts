import type { AuthFeatureOptions } from './authFeature.js'
import {
  ACCOUNT_TYPE_ACTION,
  ACCOUNT_TYPE_VIEW,
  AUTH_CONNECTOR_ID,
  AUTH_VIEWS,
  UPDATE_EMAIL_ACTION,
} from './constants.js'
import { type Engine, type FeatureContext, setAccountType } from './internal/core.js'
import { createRuntime, dropRuntime } from './state.js'
import { AUTH_STORAGE_KEYS, clearLoginCacheOnDisconnect } from './storage.js'
import { authText } from './text.js'
import { AccountType } from './views/AccountType/AccountType.js'
import { ConnectingFarcaster } from './views/ConnectingFarcaster/ConnectingFarcaster.js'
import { ConnectingSocial } from './views/ConnectingSocial/ConnectingSocial.js'
import { EmailSlot } from './views/EmailSlot/EmailSlot.js'
import { EmailVerifyDevice } from './views/EmailVerifyDevice/EmailVerifyDevice.js'
import { EmailVerifyOtp } from './views/EmailVerifyOtp/EmailVerifyOtp.js'
import { FrameApproval } from './views/FrameApproval/FrameApproval.js'
import { SocialSlot } from './views/SocialSlot/SocialSlot.js'
import {
  UpdateEmailPrimaryOtp,
  UpdateEmailSecondaryOtp,
} from './views/UpdateEmailOtp/UpdateEmailOtp.js'
import { UpdateEmailWallet } from './views/UpdateEmailWallet/UpdateEmailWallet.js'

/** A small mail icon for the embedded wallet's entry (a data URL: no request). */
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%233360f0"/%3E%3Cpath d="M6 8h12v8H6z" fill="none" stroke="white" stroke-width="1.5"/%3E%3Cpath d="m6 8 6 5 6-5" fill="none" stroke="white" stroke-width="1.5"/%3E%3C/svg%3E'

/**
 * The module behind `authFeature().load()`: the email field (a Connect slot), the code views,
 * and the embedded wallet as a connector of the eip155 adapter (`ctx.connectors`), whose
 * provider loads the auth chunk and the frame on its first request.
 */
export function register(ctx: FeatureContext<Engine, AuthFeatureOptions>): void {
  const { engine } = ctx
  const runtime = createRuntime(engine, ctx.options, ctx)
  ctx.onStop(() => dropRuntime(engine))
  // Spec §4: sign-out clears the login cache (flag, email, last chain, social username).
  ctx.onStop(clearLoginCacheOnDisconnect(engine))
  ctx.views.add(AUTH_VIEWS.verifyOtp, EmailVerifyOtp)
  ctx.views.add(AUTH_VIEWS.verifyDevice, EmailVerifyDevice)
  ctx.views.add(AUTH_VIEWS.connectingSocial, ConnectingSocial)
  ctx.connectSlots.add('email', EmailSlot)
  ctx.views.add(AUTH_VIEWS.connectingFarcaster, ConnectingFarcaster)
  ctx.views.add(AUTH_VIEWS.updateEmail, UpdateEmailWallet)
  ctx.views.add(AUTH_VIEWS.updateEmailPrimary, UpdateEmailPrimaryOtp)
  ctx.views.add(AUTH_VIEWS.updateEmailSecondary, UpdateEmailSecondaryOtp)
  // The Account entry of the email update shows the account's email (the stored one, then each
  // new login's or update's).
  runtime.$userEmail.set(engine.storage.get(AUTH_STORAGE_KEYS.email) ?? undefined)
  const stopEntry = runtime.$userEmail.subscribe((email) =>
    ctx.actions.add({
      id: UPDATE_EMAIL_ACTION,
      label: email ?? authText(engine, 'updateEmail'),
      icon: ICON,
      view: AUTH_VIEWS.updateEmail,
      order: 6,
      connectors: [AUTH_CONNECTOR_ID],
    }),
  )
  ctx.onStop(stopEntry)
  // The account type (spec §3: smartAccount by default on eip155) and its switch, on Account
  // for the embedded wallet's accounts once the frame named the type in use.
  ctx.views.add(ACCOUNT_TYPE_VIEW, AccountType)
  // Its label is said in the locale shown (not declared as data): said again when it changes.
  const typeEntry = () => {
    const type = runtime.$accountType.get()
    if (type)
      ctx.actions.add({
        id: ACCOUNT_TYPE_ACTION,
        label: authText(engine, 'accountTypeEntry', { type: authText(engine, `type.${type}`) }),
        view: ACCOUNT_TYPE_VIEW,
        order: 7,
        connectors: [AUTH_CONNECTOR_ID],
      })
  }
  ctx.onStop(runtime.$accountType.subscribe(typeEntry))
  // The type in use is the account state's too (spec §3 `preferredAccountTypes`), which Send and
  // Swap read: spec §5 exempts smart accounts from the gas rule. Said again after a new connection
  // (a fresh account state starts with the family's default).
  const syncType = () => {
    const type = runtime.$accountType.get()
    if (type) setAccountType(engine, 'eip155', type)
  }
  ctx.onStop(runtime.$accountType.subscribe(syncType))
  ctx.onStop(engine.$accounts.listen(syncType))
  ctx.onStop(engine.$i18n.listen(typeEntry))
  // Issue 15: its unsafe requests ask on the frame's own approval page, shown in ApproveTransaction.
  ctx.approvalSurfaces.add(AUTH_CONNECTOR_ID, FrameApproval)
  if (ctx.options.socials?.length !== 0 || ctx.options.farcaster !== false)
    ctx.connectSlots.add('social', SocialSlot)
  ctx.connectors.add({
    id: AUTH_CONNECTOR_ID,
    name: 'Email Wallet',
    type: 'AUTH',
    chain: 'eip155',
    imageUrl: ICON,
    provider: {
      request: (args: { method: string; params?: unknown }) =>
        runtime.session().then((session) => session.request(args)),
      on: runtime.events.on,
      removeListener: runtime.events.removeListener,
    },
  })
  // A stored login starts the frame now, so the reload's is-connected check finds it ready.
  if (engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)) void runtime.session().catch(() => {})
}
