import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  keccak256,
  parseAbi,
  toHex,
} from 'viem'
import { smartAccountBytecode } from './contracts/smartAccountCode.js'

/*
 * The embedded wallet's smart account: GangwaySmartAccount (contracts/GangwaySmartAccount.sol),
 * a contract account owned by the user's key, created by GangwaySmartAccountFactory with
 * CREATE2 so its address is known before it exists (counterfactual, like ERC-4337 accounts).
 * It is driven by its owner: the owner's EOA sends `execute`/`executeBatch` and pays the gas.
 * There is no EntryPoint, bundler or user operation here; it is not an ERC-4337 account.
 */

/** What the frame calls on an account. */
export const smartAccountAbi = parseAbi([
  'function owner() view returns (address)',
  'function execute(address to, uint256 value, bytes data) payable returns (bytes)',
  'struct Call { address to; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls) payable',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'error NotOwner()',
  'error CallFailed(uint256 index, bytes reason)',
])

/** What the frame calls on the factory. */
export const smartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner, uint256 salt)',
])

/**
 * The key that deploys the factory with its first transaction, on every dev chain: the factory
 * then has the same address everywhere (SMART_ACCOUNT_FACTORY) without a CREATE2 deployer.
 * Public on purpose (a devstack key, like anvil's): it only ever sends that one transaction.
 */
export const SMART_ACCOUNT_FACTORY_DEPLOYER_KEY: Hex = keccak256(
  toHex('gangway-devstack smart account factory deployer'),
)

/** The deployer's address (the account of SMART_ACCOUNT_FACTORY_DEPLOYER_KEY). */
export const SMART_ACCOUNT_FACTORY_DEPLOYER: Address = '0x8d188cf3c11348B632BA09d1707bEBD486913580'

/** The factory's address on every dev chain: the deployer's nonce-0 contract. */
export const SMART_ACCOUNT_FACTORY: Address = getContractAddress({
  from: SMART_ACCOUNT_FACTORY_DEPLOYER,
  nonce: 0n,
})

/** Every user has one smart account: salt 0. */
export const SMART_ACCOUNT_SALT = 0n

/**
 * The CREATE2 address of `owner`'s smart account (the factory's `getAddress`, computed here):
 * where it is before and after its deployment.
 *
 * @example
 * const account = predictSmartAccountAddress(privateKeyToAccount(key).address)
 */
export function predictSmartAccountAddress(
  owner: Address,
  factory: Address = SMART_ACCOUNT_FACTORY,
): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: toHex(SMART_ACCOUNT_SALT, { size: 32 }),
    bytecode: concat([smartAccountBytecode, encodeAbiParameters([{ type: 'address' }], [owner])]),
  })
}
