import type { FrameClient } from '../frame/createFrameClient.js'
import type { AuthUser } from '../frame/schemas.js'
import {
  type CaipNetworkId,
  type Engine,
  errorText,
  STORAGE_KEYS,
  showToast,
  TimeoutError,
} from '../internal/core.js'
import type { AuthRuntime } from '../state.js'
import { AUTH_STORAGE_KEYS } from '../storage.js'
import { authErrorText } from '../text.js'
import { chainNumber } from './chains.js'

/**
 * What the parts of one session share. `createSession` creates it with the frame and hands it to
 * each part (`rpc.ts`: the EIP-1193 provider; `login.ts`: email, social and Farcaster logins;
 * `account.ts`: the email update and the account type); what only one part needs stays in it.
 */
export type SessionState = {
  readonly runtime: AuthRuntime
  readonly engine: Engine
  readonly client: FrameClient
  /** The chain the frame opened on (the stored last-used eip155 chain, else the active one). */
  readonly chainId: CaipNetworkId
  /** The frame's user once a login or a restore read it; `undefined` when signed out. */
  user: AuthUser | undefined
}

/** Keeps the frame's user: its account type, and its chain and social username in storage. */
export function remember(state: SessionState, next: AuthUser): AuthUser {
  const { engine, runtime } = state
  state.user = next
  runtime.$accountType.set(next.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa')
  const caip = `eip155:${chainNumber(next.chainId)}` as CaipNetworkId
  engine.storage.set(STORAGE_KEYS.lastUsedChain, caip)
  if (next.userName) engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, next.userName)
  return next
}

/** The error's text (spec §8), with the 'Something went wrong' toast for a timeout. */
export function report(engine: Engine, error: unknown): string {
  if (error instanceof TimeoutError)
    showToast(engine, { variant: 'error', message: errorText(engine, error) })
  return authErrorText(engine, error)
}

/** Shows the error's text (`report`) under the login form. */
export function fail(state: SessionState, error: unknown): void {
  state.runtime.$error.set(report(state.engine, error))
}
