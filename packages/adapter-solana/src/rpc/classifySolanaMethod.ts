// The solana method classes of spec §6, kept next to the adapter's provider like the eip155 ones.

/** Requests that read and pass without approval. */
const SAFE_SOLANA_METHODS = ['solana_getAccounts', 'solana_requestAccounts'] as const

/** Spec §6: "Solana sign/send methods" need the visitor's approval. */
const UNSAFE_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** How a gated provider treats a method. */
export type SolanaMethodClass = 'safe' | 'unsafe' | 'refused'

/**
 * The class of a Solana provider method: safe (read), unsafe (needs approval) or refused
 * (spec §6 'Requested RPC call is not allowed').
 *
 * @example
 * classifySolanaMethod('solana_signMessage') // 'unsafe'
 */
export function classifySolanaMethod(method: string): SolanaMethodClass {
  if ((SAFE_SOLANA_METHODS as readonly string[]).includes(method)) return 'safe'
  if ((UNSAFE_SOLANA_METHODS as readonly string[]).includes(method)) return 'unsafe'
  return 'refused'
}
