import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { hash160, sha256x2 } from '@scure/btc-signer/utils'
import { BitcoinPsbtMismatchError, BitcoinPsbtNotSignedError } from '../internal/errors.js'
import { type PsbtWord, psbtWord } from './psbtWords.js'

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** One input the wallet is asked to sign, with the sighash types the request asked for. */
export type SignRequest = { index: number; sighashTypes?: readonly number[] | undefined }

/** The sighash types that exist (BIP-143 and BIP-341; DEFAULT is taproot's "ALL"). */
export const SIGHASH_TYPES: readonly number[] = [
  SigHash.DEFAULT,
  SigHash.ALL,
  SigHash.NONE,
  SigHash.SINGLE,
  SigHash.ALL_ANYONECANPAY,
  SigHash.NONE_ANYONECANPAY,
  SigHash.SINGLE_ANYONECANPAY,
]

/** The types that commit to every input and output: what a visitor approving a transaction means. */
const COMMITS_TO_ALL: readonly number[] = [SigHash.DEFAULT, SigHash.ALL]

/** A sighash type's name, `SIGHASH_NONE|ANYONECANPAY`. */
export function sighashName(type: number): string {
  if (type === SigHash.DEFAULT) return 'SIGHASH_DEFAULT'
  const base = ['ALL', 'NONE', 'SINGLE'][(type & 0x1f) - 1] ?? `0x${type.toString(16)}`
  return `SIGHASH_${base}${type & SigHash.DEFAULT_ANYONECANPAY ? '|ANYONECANPAY' : ''}`
}

/**
 * The warning a sighash type carries on input `index`, in words (psbtWords' English): what it
 * lets others do after the visitor signs; undefined for the types that commit to the whole
 * transaction (ALL, DEFAULT).
 */
export function sighashWarning(type: number, index: number): string | undefined {
  if (COMMITS_TO_ALL.includes(type)) return undefined
  const anyone = (type & SigHash.DEFAULT_ANYONECANPAY) !== 0
  const base = type & 0x1f
  const key: PsbtWord =
    base === SigHash.NONE
      ? anyone
        ? 'request.warning.sighashNoneAnyone'
        : 'request.warning.sighashNone'
      : base === SigHash.SINGLE
        ? anyone
          ? 'request.warning.sighashSingleAnyone'
          : 'request.warning.sighashSingle'
        : 'request.warning.sighashAnyone'
  return psbtWord(key, { index, sighash: sighashName(type) })
}

/**
 * The sighash types a signature on input `index` may carry: ALL and DEFAULT, plus those the
 * request asked for (the dapp's `sighashTypes`, or the PSBT input's own `sighashType` field).
 */
export function allowedSighash(asked: Transaction, request: SignRequest): number[] {
  const field =
    request.index < asked.inputsLength ? asked.getInput(request.index).sighashType : undefined
  return [
    ...new Set([
      ...COMMITS_TO_ALL,
      ...(request.sighashTypes ?? []),
      ...(field === undefined ? [] : [field]),
    ]),
  ]
}

/** The output input `index` spends, as the PSBT tells it: `witnessUtxo`, else `nonWitnessUtxo`'s. */
export function prevoutOf(
  tx: Transaction,
  index: number,
): { script: Uint8Array; amount: bigint } | undefined {
  const input = tx.getInput(index)
  if (input.witnessUtxo) return input.witnessUtxo
  const output =
    input.nonWitnessUtxo && input.index !== undefined
      ? input.nonWitnessUtxo.outputs[input.index]
      : undefined
  return output ? { script: output.script, amount: output.amount } : undefined
}

type Prevout = NonNullable<ReturnType<typeof prevoutOf>>

/**
 * The sighash type of the valid signature on input `index` of `tx` for the output it spends
 * (`prevouts`: those of the PSBT that was asked, never the wallet's), or undefined when there is
 * none.
 */
function signatureType(
  tx: Transaction,
  index: number,
  prevouts: readonly (Prevout | undefined)[],
): number | undefined {
  const prev = prevouts[index]
  if (!prev || index >= tx.inputsLength) return undefined
  const input = tx.getInput(index)
  try {
    const decoded = OutScript.decode(prev.script)
    if (decoded.type === 'wpkh') {
      const found = input.partialSig?.find(([key]) => equal(hash160(key), decoded.hash))
      const [publicKey, signature] =
        found ??
        (input.finalScriptWitness?.length === 2
          ? [input.finalScriptWitness[1]!, input.finalScriptWitness[0]!]
          : [])
      if (!publicKey || !signature || !equal(hash160(publicKey), decoded.hash)) return undefined
      const type = signature[signature.length - 1]!
      const message = tx.preimageWitnessV0(
        index,
        OutScript.encode({ type: 'pkh', hash: decoded.hash }),
        type,
        prev.amount,
      )
      return secp256k1.verify(signature.slice(0, -1), message, publicKey, { format: 'der' })
        ? type
        : undefined
    }
    if (decoded.type === 'tr') {
      const signature =
        input.tapKeySig ??
        (input.finalScriptWitness?.length === 1 ? input.finalScriptWitness[0] : undefined)
      if (!signature || (signature.length !== 64 && signature.length !== 65)) return undefined
      if (prevouts.some((u) => !u)) return undefined
      // BIP-341: a 65-byte signature names its type (never 0: that one is the 64-byte form).
      const type = signature.length === 65 ? signature[64]! : SigHash.DEFAULT
      if (signature.length === 65 && type === SigHash.DEFAULT) return undefined
      const message = tx.preimageWitnessV1(
        index,
        prevouts.map((u) => u!.script),
        type,
        prevouts.map((u) => u!.amount),
      )
      return schnorr.verify(signature.slice(0, 64), message, decoded.pubkey) ? type : undefined
    }
  } catch {
    return undefined
  }
  return undefined
}

/**
 * Reads the PSBT a wallet returned and proves it against the one asked: the same transaction
 * (no input or output changed), the same spent outputs (`witnessUtxo`: script and amount), a
 * valid signature (checked against the spent output asked, not the wallet's copy) on every
 * requested input, each with a sighash type the request allows (ALL / DEFAULT unless it asked
 * for another). A changed transaction or spent output, or a type not asked, is a
 * `BitcoinPsbtMismatchError`; a missing or invalid signature a `BitcoinPsbtNotSignedError`. Never a success.
 */
export function checkSignedPsbt(
  asked: Transaction,
  returned: Uint8Array,
  requests: readonly SignRequest[],
): Transaction {
  const indexes = requests.map((r) => r.index)
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(returned)
  } catch (cause) {
    throw new BitcoinPsbtNotSignedError(indexes, {
      cause,
      details: 'The wallet returned no valid PSBT',
    })
  }
  if (!equal(tx.unsignedTx, asked.unsignedTx))
    throw new BitcoinPsbtMismatchError('The wallet changed the transaction')
  const prevouts = Array.from({ length: asked.inputsLength }, (_, i) => prevoutOf(asked, i))
  for (let i = 0; i < tx.inputsLength; i++) {
    const was = prevouts[i]
    const now = prevoutOf(tx, i)
    if (was && now && !(equal(was.script, now.script) && was.amount === now.amount))
      throw new BitcoinPsbtMismatchError(`The wallet changed input ${i}'s spent output`)
  }
  const types = requests.map((r) => signatureType(tx, r.index, prevouts))
  const missing = indexes.filter((_, k) => types[k] === undefined)
  if (missing.length) throw new BitcoinPsbtNotSignedError(missing)
  requests.forEach((request, k) => {
    const type = types[k]!
    if (!allowedSighash(asked, request).includes(type))
      throw new BitcoinPsbtMismatchError(
        `The wallet signed input ${request.index} with ${sighashName(type)}, which was not asked`,
      )
  })
  return tx
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The txid a signed transaction will have, without finalizing it: the finalized copy's, else
 * (inputs still to be signed by others) the unsigned transaction's hash when every input is
 * native segwit (its txid does not depend on the witnesses); '' when it cannot be known yet.
 */
export function txidOf(tx: Transaction): string {
  try {
    const final = tx.clone()
    final.finalize()
    return final.id
  } catch {}
  const segwit = Array.from({ length: tx.inputsLength }, (_, i) => prevoutOf(tx, i)).every(
    (prev) => {
      if (!prev) return false
      try {
        return ['wpkh', 'wsh', 'tr'].includes(OutScript.decode(prev.script).type)
      } catch {
        return false
      }
    },
  )
  return segwit ? toHex(sha256x2(tx.unsignedTx).reverse()) : ''
}
