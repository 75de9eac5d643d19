import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, Transaction } from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils'
import { PsbtNotSignedError } from '../internal/errors.js'

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** Whether input `index` of `tx` carries a valid signature for the output it spends. */
function signatureValid(tx: Transaction, index: number): boolean {
  const input = tx.getInput(index)
  const prev = input.witnessUtxo
  if (!prev) return false
  const decoded = OutScript.decode(prev.script)
  try {
    if (decoded.type === 'wpkh') {
      const found = input.partialSig?.find(([key]) => equal(hash160(key), decoded.hash))
      const [publicKey, signature] =
        found ??
        (input.finalScriptWitness?.length === 2
          ? [input.finalScriptWitness[1]!, input.finalScriptWitness[0]!]
          : [])
      if (!publicKey || !signature || !equal(hash160(publicKey), decoded.hash)) return false
      const message = tx.preimageWitnessV0(
        index,
        OutScript.encode({ type: 'pkh', hash: decoded.hash }),
        signature[signature.length - 1]!,
        prev.amount,
      )
      return secp256k1.verify(signature.slice(0, -1), message, publicKey, { format: 'der' })
    }
    if (decoded.type === 'tr') {
      const signature =
        input.tapKeySig ??
        (input.finalScriptWitness?.length === 1 ? input.finalScriptWitness[0] : undefined)
      if (!signature || (signature.length !== 64 && signature.length !== 65)) return false
      const all = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i).witnessUtxo)
      if (all.some((u) => !u)) return false
      const message = tx.preimageWitnessV1(
        index,
        all.map((u) => u!.script),
        signature.length === 65 ? signature[64]! : 0,
        all.map((u) => u!.amount),
      )
      return schnorr.verify(signature.slice(0, 64), message, decoded.pubkey)
    }
  } catch {
    return false
  }
  return false
}

/**
 * Reads the PSBT a wallet returned and proves it: the same transaction as asked (no input or
 * output changed), and a valid signature (checked against the spent output, not just present)
 * on every requested input. Anything less is a `PsbtNotSignedError`, never a success.
 */
export function checkSignedPsbt(
  asked: Transaction,
  returned: Uint8Array,
  indexes: readonly number[],
): Transaction {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(returned)
  } catch (cause) {
    throw new PsbtNotSignedError(indexes, { cause, details: 'The wallet returned no valid PSBT' })
  }
  if (!equal(tx.unsignedTx, asked.unsignedTx))
    throw new PsbtNotSignedError(indexes, { details: 'The wallet changed the transaction' })
  const missing = indexes.filter((i) => i >= tx.inputsLength || !signatureValid(tx, i))
  if (missing.length) throw new PsbtNotSignedError(missing)
  return tx
}
