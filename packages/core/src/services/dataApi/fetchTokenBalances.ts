import { BALANCE_RETRY_LOCKOUT_MS, PORTFOLIO_CACHE_MS } from '../../constants/constants.js'
import {
  activeNetworkOf,
  errorMessage,
  getAccount,
  resolveNamespace,
  updateAccount,
} from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import { TOAST_MESSAGES } from '../../errors/messages.js'
import { coreText } from '../../i18n/coreText.js'
import { showToast } from '../../toasts/showToast.js'
import type { ChainNamespace, Network, TokenBalance } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { BalanceResponseSchema } from './schemas.js'
import { dataApiState, once } from './state.js'

/** What `fetchTokenBalances` accepts. */
export type FetchTokenBalancesParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
  /** Skip the 30 s cache (a refresh after a send). The retry lockout still applies. */
  force?: boolean | undefined
  /**
   * CAIP-10 id of a token whose balance just changed: the API re-reads it (spec §7
   * `forceUpdate`). Implies `force`.
   */
  forceUpdate?: string | undefined
}

/** Whether the lockout after a failure (spec §5/§9: 30 s) is still running. */
const lockedOut = (lastRetry: number | undefined) =>
  lastRetry !== undefined && Date.now() - lastRetry < BALANCE_RETRY_LOCKOUT_MS

/** Spec §5: "Balances with zero decimals dropped"; empty balances too. Highest USD value first. */
function shown(balances: TokenBalance[]): TokenBalance[] {
  return balances
    .filter((b) => b.quantity.decimals !== '0' && Number(b.quantity.numeric) > 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.symbol.localeCompare(b.symbol))
}

/**
 * Refreshes the token balances of a namespace's account on its active network (spec §7
 * `GET /v1/account/{address}/balance`, currency usd) into the account's `tokenBalance`, with
 * `balanceLoading` while asking. Balances are cached per address and network for
 * PORTFOLIO_CACHE_MS (spec §9: 30 s) unless `force`; zero-decimal and empty balances are
 * dropped; the rest are sorted by USD value. A network the API does not serve gives no balances.
 *
 * On failure (spec §5/§8): the 'Token Balance Unavailable' toast shows once, `lastRetry` is set
 * and no request is made for BALANCE_RETRY_LOCKOUT_MS (30 s), and `tokenBalance` is unknown
 * (`undefined`): not spec §8's native token at 0.00, which Send and Swap read as a real zero
 * balance at $0 (issue 36 §3 "unknown is not zero"). Never throws.
 *
 * @param engine The Gangway engine.
 * @param params Namespace, `force`, `forceUpdate`.
 * @returns The balances now in `tokenBalance` (`[]` when nothing is connected or they failed).
 * @example
 * import { fetchTokenBalances } from '@gangway/core/services'
 * const balances = await fetchTokenBalances(engine)
 * balances[0] // { symbol: 'ETH', value: 30000, quantity: { decimals: '18', numeric: '10' }, … }
 */
export async function fetchTokenBalances(
  engine: Engine,
  params: FetchTokenBalancesParameters = {},
): Promise<TokenBalance[]> {
  const namespace = resolveNamespace(engine, params.namespace)
  const account = getAccount(engine, namespace)
  const network = activeNetworkOf(engine, namespace)
  const address = account.address
  if (!address || !network) return []

  const state = dataApiState(engine)
  const keyOf = (a: string, n: Network) => `${n.caipNetworkId}:${a.toLowerCase()}`
  const key = keyOf(address, network)
  /** Whether the account still is this address on this network (it may change meanwhile). */
  const current = () => {
    const now = getAccount(engine, namespace).address
    const on = activeNetworkOf(engine, namespace)
    return state.tokenOwners.get(namespace) === key && !!now && !!on && keyOf(now, on) === key
  }
  if (state.tokenOwners.get(namespace) !== key) {
    // Balances of another account or network must not show as this one's.
    state.tokenOwners.set(namespace, key)
    updateAccount(engine, namespace, { tokenBalance: undefined })
  }
  if (lockedOut(account.lastRetry)) return getAccount(engine, namespace).tokenBalance ?? []
  const cached = state.portfolio.get(key)
  const force = params.force || Boolean(params.forceUpdate)
  if (cached && !force && Date.now() - cached.timestamp < PORTFOLIO_CACHE_MS) {
    updateAccount(engine, namespace, { tokenBalance: cached.balances })
    return cached.balances
  }

  return once(state.balanceRequests, key, async () => {
    // The native balance may be loading already (fetchBalance): then that one owns the flag.
    const ownsLoading = !getAccount(engine, namespace).balanceLoading
    if (ownsLoading) updateAccount(engine, namespace, { balanceLoading: true })
    const done = (patch: Parameters<typeof updateAccount>[2]) =>
      updateAccount(engine, namespace, {
        ...(current() ? patch : { lastRetry: patch.lastRetry }),
        ...(ownsLoading ? { balanceLoading: false } : {}),
      })
    try {
      let balances: TokenBalance[] = []
      if (await isNetworkSupported(engine, network.caipNetworkId)) {
        const answer = await getServiceClients(engine).api.get(
          `/v1/account/${encodeURIComponent(address)}/balance`,
          {
            query: {
              currency: 'usd',
              chainId: network.caipNetworkId,
              forceUpdate: params.forceUpdate,
            },
            schema: BalanceResponseSchema,
          },
        )
        balances = shown(answer.balances)
      }
      state.portfolio.set(key, { balances, timestamp: Date.now() })
      done({ tokenBalance: balances, lastRetry: undefined })
      return balances
    } catch (error) {
      engine.logger.warn('Token balances failed', errorMessage(error))
      done({ tokenBalance: undefined, lastRetry: Date.now() })
      showToast(engine, {
        variant: 'error',
        message: coreText(
          engine,
          'toast.tokenBalanceUnavailable',
          TOAST_MESSAGES.tokenBalanceUnavailable,
        ),
      })
      return []
    }
  })
}
