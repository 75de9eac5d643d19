import { BALANCE_RETRY_LOCKOUT_MS, NATIVE_BALANCE_CACHE_MS } from '../constants/constants.js'
import {
  activeNetworkOf,
  errorMessage,
  getAccount,
  resolveNamespace,
  updateAccount,
} from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { TOAST_MESSAGES } from '../errors/messages.js'
import { coreText } from '../i18n/coreText.js'
import { showToast } from '../toasts/showToast.js'
import type { Balance, ChainNamespace } from '../types.js'

/** What `fetchBalance` accepts. */
export type FetchBalanceParameters = { namespace?: ChainNamespace; force?: boolean }

/**
 * Spec §8: "Balance failure falls back to 0.00 ETH": only the token balances' native fallback
 * uses it now. A failed native balance is unknown (issue 36 §3 "unknown is not zero").
 */
export const FALLBACK_BALANCE = '0.00'

/**
 * Refreshes the native balance of a namespace's account (default: the active one) through its
 * adapter, cached per CAIP-10 address for NATIVE_BALANCE_CACHE_MS (spec §9: 30 s) unless
 * `force`. On failure the balance is unknown (`undefined`, the symbol the network's: views show
 * `—`, never a made-up 0.00, issue 36 §3) and the 'Token Balance Unavailable' toast shows once: the failure starts the balance retry lockout (spec §9:
 * 30 s, shared with the token balances, which then ask nothing), during which a failure toasts no
 * more. Never throws.
 *
 * @returns The balance shown, or `undefined` when nothing is connected or the balance failed.
 * @example
 * import { fetchBalance } from '@gangway/core/internal'
 * await fetchBalance(engine, { force: true })
 */
export async function fetchBalance(
  engine: Engine,
  params: FetchBalanceParameters = {},
): Promise<Balance | undefined> {
  const namespace = resolveNamespace(engine, params.namespace)
  const { address, caipAddress } = getAccount(engine, namespace)
  const network = activeNetworkOf(engine, namespace)
  const adapter = engine.adapters.get(namespace)
  if (!address || !caipAddress || !network || !adapter) return undefined

  const cache = engine._internal.balanceCache
  const cached = cache.get(caipAddress)
  if (cached && !params.force && Date.now() - cached.timestamp < NATIVE_BALANCE_CACHE_MS) {
    updateAccount(engine, namespace, { balance: cached.balance, balanceSymbol: cached.symbol })
    return { value: cached.balance, symbol: cached.symbol }
  }

  updateAccount(engine, namespace, { balanceLoading: true })
  let balance: Balance | undefined
  try {
    balance = await adapter.getBalance({ address, network })
    cache.set(caipAddress, {
      caipAddress,
      balance: balance.value,
      symbol: balance.symbol,
      timestamp: Date.now(),
    })
  } catch (error) {
    engine.logger.warn('Balance fetch failed', errorMessage(error))
    balance = undefined
  }
  const failed = balance === undefined
  // The account may have changed while the balance was on its way: keep the newer state.
  if (getAccount(engine, namespace).caipAddress !== caipAddress) return balance
  const { lastRetry } = getAccount(engine, namespace)
  const lockedOut = lastRetry !== undefined && Date.now() - lastRetry < BALANCE_RETRY_LOCKOUT_MS
  updateAccount(engine, namespace, {
    balance: balance?.value,
    balanceSymbol: balance?.symbol ?? network.nativeCurrency.symbol,
    balanceLoading: false,
    ...(failed && !lockedOut ? { lastRetry: Date.now() } : {}),
  })
  if (failed && !lockedOut)
    showToast(engine, {
      variant: 'error',
      message: coreText(
        engine,
        'toast.tokenBalanceUnavailable',
        TOAST_MESSAGES.tokenBalanceUnavailable,
      ),
    })
  return balance
}
