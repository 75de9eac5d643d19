import { createPublicClient, type Hex, http, isAddress, isHex } from 'viem'
import type { CaipNetworkId } from '../internal/core.js'
import type { SiwxVerifier } from '../types.js'

/** Options of {@link eip155Verifier}. */
export type Eip155VerifierOptions = {
  /** The JSON-RPC URL of a CAIP-2 network (`eip155:1`), `undefined` when none is configured. */
  rpcUrl(chainId: CaipNetworkId): string | undefined
}

/**
 * Verifies eip155 sessions through viem over the chain's RPC: EOA signatures (recovered), contract
 * wallets (ERC-1271 `isValidSignature`) and counterfactual ones (ERC-6492 wrapped signatures,
 * checked with viem's universal validator in one `eth_call`). One client per chain, reused.
 *
 * @throws when the chain has no RPC URL or the RPC call fails (the caller keeps the session as
 * "unknown" rather than deleting it on an outage).
 */
export function eip155Verifier(options: Eip155VerifierOptions): SiwxVerifier {
  const clients = new Map<string, ReturnType<typeof createPublicClient>>()
  const clientFor = (chainId: CaipNetworkId) => {
    const url = options.rpcUrl(chainId)
    if (!url) throw new Error(`No RPC url provided for chainId ${chainId}`)
    let client = clients.get(url)
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 10_000 }) })
      clients.set(url, client)
    }
    return client
  }
  return {
    namespace: 'eip155',
    async verify(session) {
      const { accountAddress, chainId } = session.data
      // viem's address check (the case is not a checksum here: the signature decides).
      if (!isHex(session.signature) || !isAddress(accountAddress, { strict: false })) return false
      const client = clientFor(chainId)
      const valid = await client
        .verifyMessage({
          address: accountAddress as Hex,
          message: session.message,
          signature: session.signature as Hex,
        })
        .catch(() => false)
      // viem answers `false` for an unreachable chain too (its contract call fails either way):
      // a refusal counts only once the chain answers, else this throws and the session is kept.
      if (!valid) await client.getBlockNumber({ cacheTime: 0 })
      return valid
    },
  }
}
