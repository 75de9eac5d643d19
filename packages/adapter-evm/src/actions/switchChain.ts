import {
  CHAIN_ERROR_CODES,
  InvalidChainIdError,
  type Network,
  SwitchChainNotSupportedError,
  UnrecognizedChainError,
} from '@gangway/core'
import { numberToHex } from 'viem'
import { hasCode, isMethodUnsupported, walletRequest } from '../internal/errors.js'
import type { EvmConnector } from '../types.js'

/**
 * Asks a wallet to switch to `network`, adding the chain first when the wallet does not know it
 * (4902, also nested in `data.originalError`). The network must already be checked against the
 * configured ones.
 *
 * @throws UserRejectedRequestError when the visitor declines
 * @throws SwitchChainNotSupportedError when the wallet has no wallet_switchEthereumChain
 * @throws UnrecognizedChainError when the wallet neither knows nor adds the chain
 */
export async function switchChain(
  connector: EvmConnector,
  network: Network,
  rpcUrls: readonly string[],
): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  const onError = (err: unknown) => {
    if (isMethodUnsupported(err))
      return new SwitchChainNotSupportedError(connector.name, { cause: err })
    if (hasCode(err, CHAIN_ERROR_CODES.invalidChainId))
      return new InvalidChainIdError({ cause: err })
    return err as Error
  }
  const switchTo = () =>
    walletRequest(connector.provider, 'wallet_switchEthereumChain', [{ chainId }], (err) =>
      hasCode(err, CHAIN_ERROR_CODES.unrecognizedChain)
        ? new UnrecognizedChainError({ cause: err })
        : onError(err),
    )
  try {
    await switchTo()
  } catch (err) {
    if (!(err instanceof UnrecognizedChainError)) throw err
    const explorer = network.blockExplorers?.default.url
    await walletRequest(
      connector.provider,
      'wallet_addEthereumChain',
      [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls,
          blockExplorerUrls: explorer ? [explorer] : undefined,
        },
      ],
      (cause) => (isMethodUnsupported(cause) ? err : new UnrecognizedChainError({ cause })),
    )
    // Some wallets switch on add, others only add: switching again settles both.
    await switchTo()
  }
}
