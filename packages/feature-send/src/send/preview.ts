import { SEND_RETRY_LOCK_MS } from '../constants.js'
import {
  type Engine,
  fetchBalance,
  fetchTokenBalances,
  isUserRejection,
  reset,
  showToast,
  toBaseUnits,
} from '../internal/core.js'
import { sendContext } from './context.js'
import { sameAddress } from './receiver.js'
import { getSendStore, resetSend } from './sendStore.js'
import { failureToast, text } from './text.js'
import { isZeroAddress } from './zeroAddress.js'

/**
 * The visitor ticked "I understand" for a send to their own address, to the token contract or to
 * the zero address (a burn).
 */
export function confirmRisk(engine: Engine, confirmed: boolean): void {
  getSendStore(engine).setKey('confirmedRisk', confirmed)
}

/**
 * Why the preview asks for an explicit confirmation, if it does: `burn` for the zero address
 * (issue 36 §3: whatever is sent there is gone; a burn is sometimes meant, so it warns and asks
 * rather than blocks), `self` for the sender's own address, `contract` for the token's contract.
 */
export function sendRisk(engine: Engine): 'burn' | 'self' | 'contract' | undefined {
  const { token, receiver } = getSendStore(engine).get()
  if (receiver.status !== 'valid') return undefined
  if (isZeroAddress(receiver.address)) return 'burn'
  if (sameAddress(receiver.address, engine.$account.get()?.address)) return 'self'
  if (token?.address && sameAddress(receiver.address, token.address)) return 'contract'
  return undefined
}

/**
 * Sends through the active namespace's adapter (`transfer.send`), after the wallet's approval.
 * Success: 'Transaction started', the state resets, balances refresh with the cache bypassed,
 * and the modal shows Account, also when the host opened Send with arguments (spec §2 "After a
 * send starts, the Account view shows"). Failure, a rejection in the wallet included: 'Something
 * went wrong' (spec §4) with the reason under it (`failureToast`), the form keeps its input, and
 * Send stays locked 30 s (not after a rejection: the visitor just said no).
 */
export async function submitSend(engine: Engine): Promise<void> {
  const $send = getSendStore(engine)
  const state = $send.get()
  const context = sendContext(engine)
  const { token, amount, receiver } = state
  if (state.loading || Date.now() < state.lockedUntil) return
  if (!context || !token || receiver.status !== 'valid' || !context.adapter.transfer) {
    showToast(engine, { variant: 'error', message: text(engine, 'missingAmountOrReceiver') })
    return
  }
  if (toBaseUnits(amount, token.decimals) === undefined) {
    showToast(engine, { variant: 'error', message: text(engine, 'invalidAmount') })
    return
  }
  if (sendRisk(engine) && !state.confirmedRisk) return
  const { network, address, connectorId } = context
  const transfer = context.adapter.transfer
  $send.setKey('loading', true)
  try {
    await transfer.send({
      connectorId,
      from: address,
      network,
      to: receiver.address,
      amount,
      ...(token.address ? { asset: { address: token.address, decimals: token.decimals } } : {}),
      // A native send is priced as its gas reserve was (Max = balance − units × rate), so it
      // never costs more than was left for it. A token's gas depends on the amount: the wallet
      // prices it.
      ...(!token.address && state.pricing
        ? { fee: { units: String(state.pricing.units), rate: String(state.pricing.rate) } }
        : {}),
      ...(state.speed ? { speed: state.speed } : {}),
    })
    showToast(engine, { variant: 'success', message: text(engine, 'transactionStarted') })
    resetSend(engine)
    reset(engine, 'Account')
    void refreshBalances(engine)
  } catch (error) {
    $send.setKey('loading', false)
    if (!isUserRejection(error)) $send.setKey('lockedUntil', Date.now() + SEND_RETRY_LOCK_MS)
    showToast(engine, failureToast(engine, error))
    engine.logger.warn('Send failed', error)
  }
}

/** Native and token balances, fetched again with the caches bypassed. */
async function refreshBalances(engine: Engine): Promise<void> {
  await Promise.all([
    fetchBalance(engine, { force: true }),
    fetchTokenBalances(engine, { force: true }).catch(() => undefined),
  ])
}
