import { balanceToBaseUnits, type Engine, maxAmount } from '../internal/core.js'
import { estimateFee } from './fee.js'
import { getSendStore, type SendToken } from './sendStore.js'

// Send's actions live by concern: the account's tokens (tokens.ts), the fee and its speed
// (fee.ts), the receiver field (receiverInput.ts), the host's arguments (arguments.ts), the
// preview and the send (preview.ts). These names stay importable from here too.
export { initFromArguments } from './arguments.js'
export { selectSpeed } from './fee.js'
export { submitSend } from './preview.js'
export { resolveReceiver, setReceiverInput } from './receiverInput.js'
export { loadYourTokens, yourTokens } from './tokens.js'

/** Picks the token to send and prices its fee; the amount is kept. */
export function selectToken(engine: Engine, token: SendToken): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed) return
  $send.set({
    ...$send.get(),
    token,
    max: false,
    fee: undefined,
    pricing: undefined,
    confirmedRisk: false,
  })
  void estimateFee(engine)
}

/** Sets the amount as typed (a decimal string). */
export function setAmount(engine: Engine, amount: string): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed) return
  $send.set({ ...$send.get(), amount, max: false })
}

/**
 * Max: a token's whole balance rounded down to its decimals; the native currency's balance less
 * the gas reserve (gas limit × the data API's standard gas price), never below 0.
 */
export async function setMax(engine: Engine): Promise<void> {
  const $send = getSendStore(engine)
  const { token, fixed } = $send.get()
  if (!token || fixed) return
  const balance = balanceToBaseUnits(token.balance, token.decimals)
  if (token.address) {
    $send.set({ ...$send.get(), amount: maxAmount(balance, token.decimals), max: true })
    return
  }
  const fee = $send.get().fee ?? (await estimateFee(engine))
  if (getSendStore(engine).get().token !== token) return
  $send.set({ ...$send.get(), amount: maxAmount(balance, token.decimals, fee ?? 0n), max: true })
}
