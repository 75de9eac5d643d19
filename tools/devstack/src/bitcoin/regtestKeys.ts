import type { BitcoinTestAccount, BitcoinTestKey } from '@gangway/testing'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { p2tr, p2wpkh } from '@scure/btc-signer'

// The test wallet's key types live with the wallet (@gangway/testing).
export type { BitcoinTestAccount, BitcoinTestKey }

/** Bitcoin Core's regtest parameters (bech32 `bcrt`), as @scure/btc-signer takes them. */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** Regtest's genesis block hash (the same on every regtest node). */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** `bip122:` + the first 32 hex characters of the genesis hash (CAIP-2). */
export const REGTEST_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`

const keyOf = (seed: string) => sha256(new TextEncoder().encode(`gangway-regtest:${seed}`))

/** The key of `purpose` for account `index` (deterministic: same addresses on every run). */
function testKey(index: number, purpose: BitcoinTestKey['purpose']): BitcoinTestKey {
  const privateKey = keyOf(`${index}:${purpose}`)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const address =
    purpose === 'payment'
      ? p2wpkh(publicKey, REGTEST).address!
      : p2tr(publicKey.slice(1), undefined, REGTEST).address!
  return {
    purpose,
    addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
    address,
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(privateKey),
  }
}

/**
 * The devstack's regtest accounts (#0 and #1 belong to the injected test wallet; #2 is a plain
 * receiver for sends; #3 is the WalletConnect remote wallet's). Deterministic, so tests can name
 * them.
 */
export const bitcoinTestAccounts: readonly BitcoinTestAccount[] = [0, 1, 2, 3].map((i) => ({
  payment: testKey(i, 'payment'),
  ordinals: testKey(i, 'ordinals'),
}))
