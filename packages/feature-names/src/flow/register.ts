import { NAMES_MESSAGES } from '../constants.js'
import { NoNameAccountError, RegisterNameError } from '../errors.js'
import {
  BaseError,
  type Engine,
  goBack,
  isUserRejection,
  push,
  recordIdentity,
} from '../internal/core.js'
import { registerName } from '../service/nameService.js'
import type { NameFailure, NamesRuntime } from '../state.js'
import { requireNameAccount } from './nameAccount.js'

/**
 * Spec §4 "Name registration: push success-view transition, sign a message, register name, show
 * success view; on error return to registration view and show error". On success the name is
 * the account's everywhere at once (`recordIdentity`: account button, Account view); the
 * service's lookups answer it from now on (Send's receiver field).
 *
 * @returns the full name registered, or `undefined` when it failed (the error is in `$error`).
 */
export async function register(
  engine: Engine,
  runtime: NamesRuntime,
  label: string,
): Promise<string | undefined> {
  if (runtime.$pending.get()) return undefined
  const name = `${label}.${runtime.zone}`
  runtime.$error.set(undefined)
  runtime.$registered.set(undefined)
  runtime.$pending.set(name)
  push(engine, 'RegisterAccountNameSuccess')
  try {
    const { address, connectorId, chainId } = requireNameAccount(engine)
    const adapter = engine.adapters.get('eip155')
    if (!adapter?.signMessage) throw new RegisterNameError(NAMES_MESSAGES.registerFailed(name))
    const profile = await registerName(engine, {
      name,
      address,
      chainId,
      sign: (message) => adapter.signMessage!({ connectorId, address, message }),
    })
    recordIdentity(engine, {
      address,
      namespace: 'eip155',
      identity: { name: profile.name, avatar: null },
    })
    runtime.$owned.set({ address: address.toLowerCase(), name: profile.name })
    runtime.$registered.set(profile.name)
    return profile.name
  } catch (error) {
    engine.logger.warn('names: registration failed', error)
    runtime.$error.set(nameFailure(error, name))
    if (engine.$router.get().view === 'RegisterAccountNameSuccess') goBack(engine)
    return undefined
  } finally {
    runtime.$pending.set(undefined)
  }
}

/** What RegisterAccountName says about a failed registration of `name`, by the error's class. */
function nameFailure(error: unknown, name: string): NameFailure {
  if (isUserRejection(error)) return { key: 'signatureDeclined' }
  if (error instanceof NoNameAccountError) return { key: 'noAccount' }
  if (error instanceof RegisterNameError) {
    if (error.kind === 'expired') return { key: 'signatureExpired' }
    if (error.kind === 'service') return { key: 'service', text: error.shortMessage }
    return { key: 'registerFailed', name }
  }
  if (error instanceof BaseError) return { key: 'error', error }
  return { key: 'registerFailed', name }
}
