import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { svgDataUrl, tokenIconSvg } from './art.js'
import type { WireBalance } from './wireTypes.js'

/** The local Solana chain as the data API reads it (`startSolanaChain()`'s plain data). */
export type SolanaBalanceSource = {
  rpcUrl: string
  caipNetworkId: string
  token: { mint: string; symbol: string; name: string; decimals: number }
}

/** Devstack USD prices of the Solana fixtures. */
const PRICES = { SOL: 150, TUSD: 1 } as const

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Whether `address` is a Solana account address (base58 of 32 bytes). */
export function isSolanaAddress(address: string): boolean {
  if (!BASE58.test(address)) return false
  try {
    return new PublicKey(address).toBytes().length === 32
  } catch {
    return false
  }
}

/**
 * An account's balances on the local Solana chain, as the data API answers them (spec §7
 * balance): SOL, then the fixture SPL token when the account holds some, read on the chain on
 * every call.
 */
export async function readSolanaBalances(
  source: SolanaBalanceSource,
  owner: string,
): Promise<WireBalance[]> {
  const { token, caipNetworkId, rpcUrl } = source
  const lamports = (await rpc<{ value: number }>(rpcUrl, 'getBalance', [owner])).value
  const ata = getAssociatedTokenAddressSync(new PublicKey(token.mint), new PublicKey(owner))
  const held = await rpc<{ value: { uiAmountString: string } }>(rpcUrl, 'getTokenAccountBalance', [
    ata.toBase58(),
  ]).catch(() => undefined)
  const entry = (
    name: string,
    symbol: keyof typeof PRICES,
    decimals: number,
    numeric: string,
    address?: string,
  ): WireBalance => ({
    name,
    symbol,
    chainId: caipNetworkId,
    ...(address ? { address: `${caipNetworkId}:${address}` } : {}),
    value: Number(numeric) * PRICES[symbol],
    price: PRICES[symbol],
    quantity: { decimals: String(decimals), numeric },
    iconUrl: svgDataUrl(tokenIconSvg(symbol)),
  })
  const sol = (lamports / 1e9).toFixed(9).replace(/\.?0+$/, '')
  const balances = [entry('Solana', 'SOL', 9, sol)]
  if (held)
    balances.push(
      entry(
        token.name,
        token.symbol as 'TUSD',
        token.decimals,
        held.value.uiAmountString,
        token.mint,
      ),
    )
  return balances
}
