import {
  balanceToBaseUnits,
  type Engine,
  fetchTokenBalances,
  formatUnits,
  roundDecimal,
  type TokenBalance,
  toSafeImageUrl,
} from '../internal/core.js'
import { sendContext } from './context.js'
import type { SendToken } from './sendStore.js'
import { tokenAddressOf } from './tokenAddress.js'

/**
 * A data API balance entry as a send token: its address (CAIP-10 for EVM, a bare mint for
 * Solana) reduced to the contract or mint, none for the native currency (`tokenAddressOf`).
 */
function toSendToken(balance: TokenBalance): SendToken {
  return {
    address: tokenAddressOf(balance.address),
    name: balance.name,
    symbol: balance.symbol,
    decimals: Number(balance.quantity.decimals),
    balance: balance.quantity.numeric,
    // A price of 0 is no price (the API's answer for a token it cannot price): '—', not $0.00.
    price: balance.price > 0 ? String(balance.price) : undefined,
    iconUrl: toSafeImageUrl(balance.iconUrl),
  }
}

/**
 * "Your tokens" in SelectToken: the account's balances on the active network from the data API
 * (spec §7 balance), the native currency first; the adapter's native balance when the API has
 * none for it.
 */
export function yourTokens(engine: Engine): SendToken[] {
  const context = sendContext(engine)
  if (!context) return []
  const account = engine.$account.get()
  const tokens = (account?.tokenBalance ?? [])
    .filter((b) => b.chainId === context.network.caipNetworkId)
    .map(toSendToken)
    .filter((t) => Number.isInteger(t.decimals) && t.decimals > 0 && t.decimals <= 36)
  if (!tokens.some((t) => !t.address) && account?.balance !== undefined) {
    const { name, symbol, decimals } = context.network.nativeCurrency
    tokens.unshift({ name, symbol, decimals, balance: account.balance })
  }
  return tokens.sort((a, b) => Number(Boolean(a.address)) - Number(Boolean(b.address)))
}

/** Loads the account's balances (30 s cache) for SelectToken. Never throws. */
export async function loadYourTokens(engine: Engine): Promise<void> {
  await fetchTokenBalances(engine).catch((error: unknown) =>
    engine.logger.warn('Send: token balances unavailable', error),
  )
}

/**
 * A token's balance as text for the view, rounded down to `places` decimals so a long native
 * balance ('9999.989868124022454321') reads '9999.9898' and never shows more than one has.
 */
export function formatTokenBalance(token: SendToken, places = 4): string {
  const exact = formatUnits(balanceToBaseUnits(token.balance, token.decimals), token.decimals)
  return roundDecimal(exact, Math.min(places, token.decimals), 'down')
}
