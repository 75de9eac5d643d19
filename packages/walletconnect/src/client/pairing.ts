import {
  buildPairingRequests,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  type PairingRequest,
  SignClientNotInitializedError,
  UserRejectedRequestError,
  type WalletListEntry,
} from '../internal/core.js'
import { buildNamespaces } from './buildNamespaces.js'
import { type ClientState, patch, reset, type SignClient } from './clientState.js'
import { createAttempt } from './createAttempt.js'
import { adopt } from './sessions.js'
import { start } from './signClient.js'
import { toWalletError } from './toWalletError.js'

/** The sign client's `authentication` connect parameter (features build it; it is passed as is). */
type AuthenticationRequests = NonNullable<Parameters<SignClient['connect']>[0]['authentication']>

/**
 * Pairs a remote wallet: a pairing URI shown until the wallet approves (replaced before it
 * expires, spec §9), the features' pairing requests asked with it, then the approved session
 * adopted. A newer `connect()` or `cancel()` drops this one; nothing it waits on hangs.
 */
export async function connect(
  c: ClientState,
  { wallet }: { wallet?: WalletListEntry | undefined } = {},
): Promise<void> {
  c.attempt?.cancel()
  const current = createAttempt()
  c.attempt = current
  reset(c, { status: 'pairing', recentWallet: wallet })
  try {
    const client = await current.race(start(c))
    const optionalNamespaces = await current.race(buildNamespaces(c.engine))
    for (;;) {
      // Features' requests (one-click sign-in…), built again for each pairing (fresh nonces).
      const extras = await current.race(buildPairingRequests(c.engine))
      const authentication = extras.flatMap((e) => e.requests.authentication ?? [])
      const proposing = client.connect({
        optionalNamespaces,
        ...(authentication.length
          ? { authentication: authentication as AuthenticationRequests }
          : {}),
      })
      // Cancelled while proposing: the proposal is dropped once it exists.
      proposing.then(
        (pairing) => current.cancelled && abandon(c, pairing),
        () => {},
      )
      const pairing = await current.race(proposing)
      if (!pairing.uri) throw new SignClientNotInitializedError({ details: 'no pairing URI' })
      patch(c, {
        status: 'waiting',
        wcUri: pairing.uri,
        wcPairingExpiry: c.clock.now() + PAIRING_EXPIRY_MS,
      })
      // Spec §9: "Pairing expiry 4 min, expired margin 10 s": replaced without a click.
      const timer = current.expiry(c.clock, PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
      const approval = pairing.approval()
      const outcome = await current
        .race(Promise.race([approval, timer.expired]))
        .finally(timer.stop)
        .catch((error: unknown) => {
          // Cancelled, declined or failed: this pairing is of no more use.
          abandon(c, pairing)
          throw error
        })
      if (outcome === 'expired') {
        abandon(c, pairing)
        continue
      }
      current.commit()
      patch(c, { status: 'connecting' })
      await settleExtras(c, extras, outcome)
      await adopt(c, outcome, wallet)
      patch(c, { status: 'connected', wcUri: undefined, wcPairingExpiry: undefined })
      return
    }
  } catch (cause) {
    if (current.cancelled) throw cause
    const error = toWalletError(cause)
    const rejected = error instanceof UserRejectedRequestError
    if (c.attempt === current)
      patch(c, {
        status: rejected ? 'rejected' : 'error',
        wcError: true,
        errorMessage: error.shortMessage,
        wcUri: undefined,
        wcPairingExpiry: undefined,
      })
    if (!rejected) c.engine.logger.error('walletconnect: pairing failed', error)
    throw error
  } finally {
    if (c.attempt === current) c.attempt = undefined
  }
}

/** Drops the pairing in progress, unless the wallet already approved it. */
export function cancel(c: ClientState): void {
  const current = c.attempt
  if (!current) return
  current.cancel()
  if (current.cancelled) {
    c.attempt = undefined
    reset(c)
  }
}

/**
 * Hands each feature the wallet's answers to its pairing requests (the approved session's
 * `authentication`, untrusted) before the session's namespaces connect. A wallet that does not
 * support a kind answers none of it; the features then take their usual path.
 */
async function settleExtras(
  c: ClientState,
  extras: PairingRequest[],
  approved: unknown,
): Promise<void> {
  if (!extras.length) return
  const answered = (approved as { authentication?: unknown } | undefined)?.authentication
  const answers = answered === undefined ? {} : { authentication: answered }
  for (const extra of extras) {
    try {
      await extra.settle(answers)
    } catch (error) {
      c.engine.logger.error('walletconnect: a pairing request could not use the answer', error)
    }
  }
}

/** Gives up on a pairing: its approval is never awaited again and its pairing is deleted. */
function abandon(
  c: ClientState,
  pairing: { uri?: string | undefined; approval: () => Promise<unknown> },
): void {
  const { logger } = c.engine
  pairing.approval().catch((error: unknown) => {
    logger.debug('walletconnect: an abandoned pairing ended', error)
  })
  const topic = pairing.uri?.match(/^wc:([0-9a-f]+)@/i)?.[1]
  const client = c.handle?.client
  if (topic && client)
    client.core.pairing.disconnect({ topic }).catch((error: unknown) => {
      logger.debug('walletconnect: deleting an abandoned pairing failed', error)
    })
}
