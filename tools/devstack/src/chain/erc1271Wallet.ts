import {
  type Address,
  concat,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  pad,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'

/*
 * A minimal ERC-1271 smart account, for sign-in tests against contract wallets. No npm package
 * ships a compiled ERC-1271 wallet mock (OpenZeppelin 4.9's build has only the interface), and
 * nothing may download solc at run time, so this is the runtime code written out by hand, with
 * one behaviour:
 *
 *   isValidSignature(bytes32 hash, bytes signature) returns 0x1626ba7e when
 *   ecrecover(hash, v, r, s) == owner (the 65-byte r‖s‖v signature at the standard ABI offset),
 *   and 0x00000000 for anything else, including any other selector.
 *
 * So the owner's `personal_sign` of a message is a valid signature of the contract's address for
 * viem's `verifyMessage` (ERC-1271 via its universal validator).
 */
const runtimeCode = (owner: Address): Hex =>
  concat([
    '0x600435600052', //                   mstore(0x00, calldataload(0x04))        hash
    '0x60a43560f81c602052', //             mstore(0x20, calldataload(0xa4) >> 248) v
    '0x606435604052', //                   mstore(0x40, calldataload(0x64))        r
    '0x608435606052', //                   mstore(0x60, calldataload(0x84))        s
    '0x602060806080600060015afa50', //     pop(staticcall(gas, 1, 0, 0x80, 0x80, 0x20))
    '0x60805173', //                       mload(0x80) == owner
    owner,
    '0x14',
    '0x60003560e01c631626ba7e1416', //     && calldataload(0) >> 224 == 0x1626ba7e
    '0x7f1626ba7e', //                     × the magic value, left-aligned
    pad('0x', { size: 28 }),
    '0x02',
    '0x60005260206000f3', //               return(0, 32)
  ])

/** Creation code: copies the runtime (which follows these 11 bytes) and returns it. */
export function erc1271WalletInitCode(owner: Address): Hex {
  const runtime = runtimeCode(getAddress(owner))
  const length = (runtime.length - 2) / 2
  if (length > 0xff) throw new Error('runtime too long for PUSH1')
  const len = length.toString(16).padStart(2, '0')
  return concat([`0x60${len}80600b6000396000f3`, runtime])
}

/**
 * Deploys an ERC-1271 wallet owned by `owner` from `deployerKey` (a funded dev account) and
 * waits for it. Returns the contract's address.
 *
 * @example
 * const wallet = await deployErc1271Wallet({ rpcUrl, chainId: 1, owner, deployerKey })
 */
export async function deployErc1271Wallet(parameters: {
  rpcUrl: string
  chainId: number
  owner: Address
  deployerKey: Hex
}): Promise<Address> {
  const account = privateKeyToAccount(parameters.deployerKey)
  const chain = defineChain({
    id: parameters.chainId,
    name: `dev ${parameters.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(parameters.rpcUrl) })
  const hash = await client.sendTransaction({
    data: erc1271WalletInitCode(parameters.owner),
    gas: 200_000n,
  })
  const receipt = await waitForTransactionReceipt(client, { hash })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error('ERC-1271 wallet deployment failed')
  return getAddress(receipt.contractAddress)
}
