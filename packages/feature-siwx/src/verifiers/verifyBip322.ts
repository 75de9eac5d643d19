import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { Address, OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils'
import type { SiwxSession } from '../types.js'

type AddressParams = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }
const MAIN: AddressParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TEST: AddressParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: AddressParams = { ...TEST, bech32: 'bcrt' }

/**
 * The address format of each Bitcoin network by its CAIP-2 reference (the genesis hash's first
 * 32 hex characters): mainnet, testnet3, testnet4, signet, regtest. Another reference is not a
 * network this verifier knows, so its sessions are refused rather than guessed.
 */
const NETWORKS: Record<string, AddressParams> = {
  '000000000019d6689c085ae165831e93': MAIN,
  '000000000933ea01ad0ee984209779ba': TEST,
  '00000000da84f2bafbbc53dee25a72ae': TEST,
  '00000008819873e925422c1ff0f99f7c': TEST,
  '0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST,
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** BIP-340 tagged hash. */
const taggedHash = (tag: string, ...data: Uint8Array[]) => {
  const t = sha256(utf8(tag))
  return sha256(concat(t, t, ...data))
}

/**
 * The output script of `address` read as an address of `chainId`'s network, or `undefined` when
 * it is not one (a mainnet `bc1…` address under a testnet chain id, a `bcrt1…` one under
 * mainnet's, an unknown network).
 */
function challengeOf(address: string, chainId: string): Uint8Array | undefined {
  const [namespace, reference] = chainId.split(':')
  if (namespace !== 'bip122' || !reference || !Object.hasOwn(NETWORKS, reference)) return undefined
  const network = NETWORKS[reference]!
  try {
    return OutScript.encode(Address(network).decode(address))
  } catch {
    return undefined
  }
}

/** BIP-322 `to_sign` for `message` and `challenge`, its only input carrying `witness`. */
function toSign(message: string, challenge: Uint8Array, witness: Uint8Array[]) {
  const spend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  spend.addOutput({ script: challenge, amount: 0n })
  spend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: concat(
      Uint8Array.of(0x00, 0x20),
      taggedHash('BIP0322-signed-message', utf8(message)),
    ),
  })
  const sign = new Transaction({ version: 0, allowUnknownOutputs: true })
  sign.addInput({
    txid: spend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: challenge, amount: 0n },
  })
  sign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  sign.updateInput(0, { finalScriptWitness: witness }, true)
  return sign
}

/** BIP-322 simple: the witness verifies for the challenge (p2wpkh ECDSA or p2tr key path). */
function verifySimple(challenge: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  const decoded = OutScript.decode(challenge)
  const tx = toSign(message, challenge, witness)
  if (decoded.type === 'wpkh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey || signature.length < 9) return false
    if (!equal(hash160(publicKey), decoded.hash)) return false
    const hashType = signature[signature.length - 1]!
    const digest = tx.preimageWitnessV0(
      0,
      OutScript.encode({ type: 'pkh', hash: decoded.hash }),
      hashType,
      0n,
    )
    return secp256k1.verify(signature.slice(0, -1), digest, publicKey, { format: 'der' })
  }
  if (decoded.type === 'tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
      return false
    const digest = tx.preimageWitnessV1(0, [challenge], signature[64] ?? 0, [0n])
    return schnorr.verify(signature.slice(0, 64), digest, decoded.pubkey)
  }
  return false
}

/** Legacy "Bitcoin Signed Message" (BIP-137 header): the recovered key pays to the p2wpkh address. */
function verifyEcdsa(challenge: Uint8Array, message: string, signature: Uint8Array): boolean {
  if (signature.length !== 65) return false
  const decoded = OutScript.decode(challenge)
  if (decoded.type !== 'wpkh') return false
  const header = signature[0]!
  if (header < 27 || header > 42) return false
  const bytes = utf8(message)
  if (bytes.length > 0xffff) return false
  const length =
    bytes.length < 0xfd
      ? Uint8Array.of(bytes.length)
      : Uint8Array.of(0xfd, bytes.length & 0xff, bytes.length >> 8)
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const digest = sha256(sha256(concat(prefix, length, bytes)))
  const recovered = secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(digest)
    .toRawBytes(true)
  return equal(hash160(recovered), decoded.hash)
}

/**
 * Whether `session.signature` (base64) signs `session.message` for the address
 * `session.data.accountAddress`, an address of the network `session.data.chainId` names: BIP-322
 * simple (p2wpkh, p2tr), else the legacy ECDSA form. Anything malformed, or an address of
 * another network than the chain id, is `false`, never a throw.
 */
export async function verifyBitcoinSession(session: SiwxSession): Promise<boolean> {
  try {
    const challenge = challengeOf(session.data.accountAddress, session.data.chainId)
    if (!challenge) return false
    const bytes = Uint8Array.from(atob(session.signature), (c) => c.charCodeAt(0))
    if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42)
      return verifyEcdsa(challenge, session.message, bytes)
    return verifySimple(challenge, session.message, RawWitness.decode(bytes))
  } catch {
    return false
  }
}
