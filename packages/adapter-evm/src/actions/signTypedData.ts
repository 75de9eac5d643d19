import { SignMessageError } from '@gangway/core'
import {
  getAddress,
  getTypesForEIP712Domain,
  serializeTypedData,
  type TypedData,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import { walletRequest } from '../internal/errors.js'
import type { EvmAdapter } from '../types.js'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends string = string,
> = { connectorId: string; address: string } & TypedDataDefinition<typedData, primaryType>

/**
 * Signs EIP-712 typed data with the connected wallet (eth_signTypedData_v4).
 *
 * @throws UserRejectedRequestError when the visitor declines
 * @throws SignMessageError ('signMessage failed') on any other failure
 *
 * @example
 * import { signTypedData } from '@gangway/adapter-evm'
 * const signature = await signTypedData(adapter, {
 *   connectorId, address, domain, types, primaryType: 'Mail', message,
 * })
 */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends string,
>(
  adapter: EvmAdapter,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<`0x${string}`> {
  // The generic types serve the caller; inside, the definition is plain data.
  const { connectorId, address, ...definition } = parameters as unknown as {
    connectorId: string
    address: string
  } & TypedDataDefinition
  const { provider } = await adapter._internal.findConnector(connectorId)
  const typed = {
    ...definition,
    types: { EIP712Domain: getTypesForEIP712Domain(definition), ...definition.types },
  } as unknown as TypedDataDefinition
  let payload: string
  try {
    validateTypedData(typed)
    payload = serializeTypedData(typed)
  } catch (cause) {
    throw new SignMessageError({ cause })
  }
  return walletRequest(
    provider,
    'eth_signTypedData_v4',
    [getAddress(address), payload],
    (cause) => new SignMessageError({ cause }),
  )
}
