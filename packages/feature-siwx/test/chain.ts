import { erc1271WalletInitCode } from '@gangway/devstack'
import {
  type Address,
  concat,
  getContractAddress,
  type Hex,
  pad,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { createSiwxMessage } from '../src/message/createSiwxMessage.js'
import { generateNonce } from '../src/message/generateNonce.js'
import type { SiwxMessageData, SiwxSession } from '../src/types.js'

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')
/** Account `i` of the dev chains (anvil's default mnemonic). */
export const account = (i: number) => devstack().accounts[i]!
/** The RPC URL of a dev chain by CAIP-2 id. */
export const rpcUrl = (chainId: string) =>
  devstack().chains.find((c) => `eip155:${c.chainId}` === chainId)?.rpcUrl

/** Message fields for `address` on `chainId`, valid for an hour from now. */
export function messageData(address: string, chainId = 'eip155:1'): SiwxMessageData {
  const now = Date.now()
  return {
    domain: 'localhost:3000',
    accountAddress: address,
    statement: 'Sign in to the tests.',
    uri: 'http://localhost:3000',
    version: '1',
    chainId: chainId as `${string}:${string}`,
    nonce: generateNonce(),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  }
}

/** A session really signed by the dev account's key (`personal_sign` of the message). */
export async function signedSession(privateKey: Hex, data: SiwxMessageData): Promise<SiwxSession> {
  const message = createSiwxMessage(data)
  const signature = await privateKeyToAccount(privateKey).signMessage({ message })
  return { data, message, signature }
}

/** anvil's default CREATE2 deployer (present on every anvil chain). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * An undeployed (counterfactual) ERC-1271 wallet of `owner` and an ERC-6492 signature of
 * `message`: the owner's signature wrapped with the CREATE2 deployment that would create it.
 */
export async function counterfactualSignature(ownerKey: Hex, message: string, salt = 7n) {
  const owner = privateKeyToAccount(ownerKey)
  const initCode = erc1271WalletInitCode(owner.address)
  const saltHex = pad(`0x${salt.toString(16)}`, { size: 32 })
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: saltHex,
    bytecode: initCode,
  })
  const signature = serializeErc6492Signature({
    address: CREATE2_DEPLOYER,
    data: concat([saltHex, initCode]),
    signature: await owner.signMessage({ message }),
  })
  return { address, signature }
}
