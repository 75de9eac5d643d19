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

/** The pseudo-mint the server gives native SOL (`SOLANA_NATIVE_TOKEN_ADDRESS`). */
const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111111'

/**
 * A quantity as the server writes it: Rust's `f64::to_string` (shortest round-trip decimal, never
 * an exponent).
 */
function rustFloat(value: number): string {
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '')
}

/**
 * An account's balances on the local Solana chain, as the real server's Solscan provider answers
 * them (`bapi:src/providers/solscan.rs` get_balance), read on the chain on every call: each SPL
 * token the account holds under its bare mint (`address: token_address`, not CAIP-10), then native
 * SOL under the pseudo-mint `So111…111` (9 decimals, "Solana" / "SOL", left out at 0 lamports),
 * quantities as `amount / 10^decimals` floats and `value` = quantity × price. The server writes
 * Solana mainnet's chainId whatever was asked; the local chain plays mainnet here, so its own
 * CAIP-2 id is written (the modal only keeps entries of the network it asked about).
 */
export async function readSolanaBalances(
  source: SolanaBalanceSource,
  owner: string,
): Promise<WireBalance[]> {
  const { token, caipNetworkId, rpcUrl } = source
  const lamports = (await rpc<{ value: number }>(rpcUrl, 'getBalance', [owner])).value
  const ata = getAssociatedTokenAddressSync(new PublicKey(token.mint), new PublicKey(owner))
  const held = await rpc<{ value: { amount: string; decimals: number } }>(
    rpcUrl,
    'getTokenAccountBalance',
    [ata.toBase58()],
  ).catch(() => undefined)
  const entry = (
    name: string,
    symbol: keyof typeof PRICES,
    decimals: number,
    quantity: number,
    address: string,
  ): WireBalance => ({
    name,
    symbol,
    chainId: caipNetworkId,
    address,
    value: quantity * PRICES[symbol],
    price: PRICES[symbol],
    quantity: { decimals: String(decimals), numeric: rustFloat(quantity) },
    iconUrl: svgDataUrl(tokenIconSvg(symbol)),
  })
  const balances: WireBalance[] = []
  // Solscan's token accounts with `hide_zero=true`: a held token only.
  if (held && held.value.amount !== '0')
    balances.push(
      entry(
        token.name,
        token.symbol as 'TUSD',
        token.decimals,
        Number(held.value.amount) / 10 ** token.decimals,
        token.mint,
      ),
    )
  if (lamports > 0) balances.push(entry('Solana', 'SOL', 9, lamports / 1e9, SOLANA_NATIVE_MINT))
  return balances
}
