import { concat, type Hex, keccak256, toHex } from 'viem'

/**
 * The stand-in's smart account of a user: a second key derived from the user's own. The
 * devstack has no account-abstraction contracts, so this "smart account" is an account of its
 * own (its own address, funded like the first) that signs and sends on the dev chain; what the
 * client sees is the protocol's (two accounts, a preferred type, a switch), not ERC-4337.
 */
export function smartAccountKey(privateKey: Hex): Hex {
  return keccak256(concat([privateKey, toHex('gangway-smart-account')]))
}
