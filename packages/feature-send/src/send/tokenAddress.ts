import { NATIVE_TOKEN_ADDRESS, SOLANA_NATIVE_MINT } from '../constants.js'

/**
 * The token a balance or a host's `assetAddress` names, as the adapter's transfer wants it: the
 * contract (EVM) or mint (Solana) address, or `undefined` for the chain's native currency.
 *
 * The data API sends EVM tokens as CAIP-10 (`eip155:1:0x…`) and Solana tokens as bare mints
 * (Solscan's `token_address`, `bapi:src/providers/solscan.rs`), native SOL included under its
 * pseudo-mint `So111…111` (`SOLANA_NATIVE_MINT`); a chain's native currency has no address or
 * `0xeeee…eeee`. Both forms are read here.
 *
 * @example
 * tokenAddressOf('eip155:1:0xA0b8…eB48') // '0xA0b8…eB48'
 * tokenAddressOf('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v') // the mint as is
 * tokenAddressOf('So11111111111111111111111111111111111111111') // undefined (SOL)
 */
export function tokenAddressOf(address: string | undefined): string | undefined {
  if (!address) return undefined
  // CAIP-10 is `namespace:reference:address`; a bare address has no colon.
  const parts = address.split(':')
  const plain = parts.length >= 3 ? parts.slice(2).join(':') : address
  if (!plain || plain.toLowerCase() === NATIVE_TOKEN_ADDRESS || plain === SOLANA_NATIVE_MINT)
    return undefined
  return plain
}
