import type { SocialProvider } from '../constants.js'
import type { FrameClient } from '../frame/createFrameClient.js'
import type { AccountType, AuthRuntime } from '../state.js'
import { accountMethods } from './account.js'
import { loginMethods } from './login.js'
import { openFrame } from './openFrame.js'
import { createProvider } from './rpc.js'
import type { SessionState } from './sessionState.js'

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

/**
 * The session behind the feature: the hidden frame (created now, `openFrame.ts`), the EIP-1193
 * provider of the embedded wallet (`rpc.ts`), the logins (`login.ts`) and the account's email
 * and type (`account.ts`), each given the state they share (`sessionState.ts`). Errors end up in
 * `runtime.$error` as the spec's text; a timeout also shows 'Something went wrong'.
 */
export function createSession(runtime: AuthRuntime): AuthSession {
  const { client, chainId, stop: unsubscribeTheme } = openFrame(runtime)
  const state: SessionState = { runtime, engine: runtime.engine, client, chainId, user: undefined }
  const provider = createProvider(state)
  return {
    client,
    request: provider.request,
    ...loginMethods(state),
    ...accountMethods(state),
    destroy() {
      provider.stop()
      unsubscribeTheme()
      client.destroy()
    },
  }
}
