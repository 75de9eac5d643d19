import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes } from '@noble/hashes/utils'
import { Address, OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'

/** Bitcoin Core's regtest parameters (bech32 `bcrt`), as @scure/btc-signer takes them. */
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

const utf8 = (text: string) => new TextEncoder().encode(text)

/** BIP-340 tagged hash. */
const taggedHash = (tag: string, ...data: Uint8Array[]) => {
  const t = sha256(utf8(tag))
  return sha256(concatBytes(t, t, ...data))
}

const varint = (n: number) =>
  n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, (n >> 8) & 0xff)

/** BIP-322's `to_spend`: the virtual transaction the signature spends from. */
function toSpend(message: Uint8Array, challenge: Uint8Array) {
  const hash = taggedHash('BIP0322-signed-message', message)
  const tx = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  tx.addOutput({ script: challenge, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: concatBytes(Uint8Array.of(0x00, 0x20), hash),
  })
  return tx
}

/**
 * Signs `message` as BIP-322 "simple" for a p2wpkh or p2tr (key path) address: the witness of
 * the virtual `to_sign` transaction, base64. What a wallet does; dev keys only.
 */
export function signBip322(privateKey: Uint8Array, address: string, message: string): string {
  const challenge = OutScript.encode(Address(REGTEST).decode(address))
  const spend = toSpend(utf8(message), challenge)
  const decoded = OutScript.decode(challenge)
  const sign = new Transaction({ version: 0, allowUnknownOutputs: true })
  sign.addInput({
    txid: spend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: challenge, amount: 0n },
    ...(decoded.type === 'tr'
      ? { tapInternalKey: secp256k1.getPublicKey(privateKey, true).slice(1) }
      : {}),
  })
  sign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  sign.signIdx(privateKey, 0)
  sign.finalizeIdx(0)
  const witness = RawWitness.encode(sign.getInput(0).finalScriptWitness!)
  return btoa(String.fromCharCode(...witness))
}

/**
 * Signs `message` the legacy way ("Bitcoin Signed Message", BIP-137 header for p2wpkh): 65
 * bytes, base64. Dev keys only.
 */
export function signEcdsaMessage(privateKey: Uint8Array, message: string): string {
  const bytes = utf8(message)
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const hash = sha256(sha256(concatBytes(prefix, varint(bytes.length), bytes)))
  const signature = secp256k1.sign(hash, privateKey)
  const out = concatBytes(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes())
  return btoa(String.fromCharCode(...out))
}
