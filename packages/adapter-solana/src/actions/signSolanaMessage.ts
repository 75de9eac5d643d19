import { SignMessageError, UserRejectedRequestError } from '@gangway/core'
import bs58 from 'bs58'
import type { SolanaAdapterInternals } from '../types.js'
import { requireFeature } from './requireFeature.js'

/**
 * Signs a plain-text message with the connected wallet (`solana:signMessage`); resolves the
 * ed25519 signature in base58. A rejection stays UserRejectedRequestError; anything else is
 * SignMessageError with the wallet's error as its cause.
 */
export async function signSolanaMessage(
  internals: SolanaAdapterInternals,
  params: { connectorId: string; address: string; message: string },
): Promise<string> {
  const { provider: wallet } = await internals.findConnector(params.connectorId)
  requireFeature(wallet, 'solana:signMessage')
  try {
    const signature = await wallet.signMessage(
      params.address,
      new TextEncoder().encode(params.message),
    )
    if (!(signature instanceof Uint8Array) || signature.length !== 64)
      throw new TypeError('The wallet returned no 64-byte signature')
    return bs58.encode(signature)
  } catch (cause) {
    if (cause instanceof UserRejectedRequestError) throw cause
    throw new SignMessageError({ cause })
  }
}
