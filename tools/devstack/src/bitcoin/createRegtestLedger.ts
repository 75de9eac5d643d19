import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils'
import { REGTEST } from './regtestKeys.js'

/** Why the ledger refused a transaction: bitcoind's reject reasons, as Esplora passes them on. */
export class RegtestRejectError extends Error {
  override name = 'RegtestRejectError'
}

type Output = { scriptpubkey: string; scriptpubkey_address?: string; value: number }
type Input = { txid: string; vout: number; prevout: Output | null; is_coinbase: boolean }

/** One transaction as the ledger keeps it (Esplora's fields). */
export type LedgerTx = {
  txid: string
  hex: string
  vin: Input[]
  vout: Output[]
  fee: number
  weight: number
  size: number
  /** `null` while in the mempool. */
  height: number | null
}

type Block = { height: number; hash: string; time: number }

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

const addressOf = (script: Uint8Array): string | undefined => {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/**
 * An in-process regtest ledger: a UTXO set, a mempool and blocks, no bitcoind. Transactions are
 * checked like a node checks them before taking them in the mempool: every input unspent and
 * known, every signature verified (p2wpkh: ECDSA over the BIP-143 sighash; p2tr key path:
 * Schnorr over the BIP-341 sighash), outputs not worth more than inputs.
 */
export function createRegtestLedger() {
  const txs = new Map<string, LedgerTx>()
  const order: string[] = []
  const unspent = new Map<string, Output>()
  const spentBy = new Map<string, string>()
  const blocks: Block[] = [
    { height: 0, hash: bytesToHex(sha256('gangway-regtest-genesis')), time: 0 },
  ]
  let fundings = 0

  const tip = () => blocks[blocks.length - 1]!

  const addTx = (tx: LedgerTx) => {
    txs.set(tx.txid, tx)
    order.push(tx.txid)
    for (const input of tx.vin)
      if (!input.is_coinbase) {
        unspent.delete(outpoint(input.txid, input.vout))
        spentBy.set(outpoint(input.txid, input.vout), tx.txid)
      }
    for (const [vout, output] of tx.vout.entries()) unspent.set(outpoint(tx.txid, vout), output)
  }

  const describe = (
    tx: Transaction,
    vin: Input[],
    fee: number,
    height: number | null,
  ): LedgerTx => {
    const vout: Output[] = []
    for (let i = 0; i < tx.outputsLength; i++) {
      const { script, amount } = tx.getOutput(i)
      const address = addressOf(script!)
      vout.push({
        scriptpubkey: bytesToHex(script!),
        ...(address ? { scriptpubkey_address: address } : {}),
        value: Number(amount),
      })
    }
    const hex = tx.hex
    return { txid: tx.id, hex, vin, vout, fee, weight: tx.weight, size: hex.length / 2, height }
  }

  /** Checks one input's signature against the output it spends. */
  const verifyInput = (tx: Transaction, index: number, prevouts: Output[]) => {
    const input = tx.getInput(index)
    const prev = prevouts[index]!
    const script = hexToBytes(prev.scriptpubkey)
    const decoded = OutScript.decode(script)
    const witness = input.finalScriptWitness ?? []
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey)
        throw new RegtestRejectError(
          'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
        )
      if (bytesToHex(hash160(publicKey)) !== bytesToHex(decoded.hash))
        throw new RegtestRejectError(
          'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
        )
      const sighash = signature[signature.length - 1]!
      const message = tx.preimageWitnessV0(
        index,
        OutScript.encode({ type: 'pkh', hash: decoded.hash }),
        sighash,
        BigInt(prev.value),
      )
      if (!secp256k1.verify(signature.slice(0, -1), message, publicKey, { format: 'der' }))
        throw new RegtestRejectError(
          'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
        )
      return
    }
    if (decoded.type === 'tr') {
      const [signature] = witness
      if (
        witness.length !== 1 ||
        !signature ||
        (signature.length !== 64 && signature.length !== 65)
      )
        throw new RegtestRejectError(
          'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
        )
      const sighash = signature.length === 65 ? signature[64]! : 0
      const message = tx.preimageWitnessV1(
        index,
        prevouts.map((p) => hexToBytes(p.scriptpubkey)),
        sighash,
        prevouts.map((p) => BigInt(p.value)),
      )
      if (!schnorr.verify(signature.slice(0, 64), message, decoded.pubkey))
        throw new RegtestRejectError(
          'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
        )
      return
    }
    throw new RegtestRejectError(
      `non-mandatory-script-verify-flag (unsupported script ${decoded.type})`,
    )
  }

  return {
    /** The height of the last block. */
    height: () => tip().height,
    tip,
    blockAt: (height: number) => blocks[height],
    tx: (txid: string) => txs.get(txid),
    /** Every transaction, oldest first. */
    transactions: () => order.map((id) => txs.get(id)!),
    /** Unspent outputs of `address` (confirmed and in the mempool). */
    utxos(address: string) {
      const found: { txid: string; vout: number; value: number; height: number | null }[] = []
      for (const [key, output] of unspent)
        if (output.scriptpubkey_address === address) {
          const [txid, vout] = key.split(':') as [string, string]
          found.push({
            txid,
            vout: Number(vout),
            value: output.value,
            height: txs.get(txid)!.height,
          })
        }
      return found
    },
    /** Confirmed + mempool sums of `address`, in sats. */
    balance(address: string) {
      return this.utxos(address).reduce((sum, u) => sum + u.value, 0)
    },
    /**
     * Sends `sats` to `address` from nowhere (a coinbase-shaped transaction), in the mempool until
     * the next block, unless `confirm`.
     */
    fund(address: string, sats: number, confirm = true): string {
      const script = OutScript.encode(Address(REGTEST).decode(address))
      const tx = new Transaction({ allowUnknownInputs: true, disableScriptCheck: true })
      fundings += 1
      tx.addOutput({ script, amount: BigInt(sats) })
      tx.addInput({
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: new TextEncoder().encode(`gangway fund ${fundings}`),
      })
      const entry = describe(
        tx,
        [{ txid: '0'.repeat(64), vout: 0xffffffff, prevout: null, is_coinbase: true }],
        0,
        null,
      )
      addTx(entry)
      if (confirm) this.mine(1)
      return entry.txid
    },
    /**
     * Takes a raw transaction into the mempool after checking it; returns its txid. Refusals are
     * `RegtestRejectError`s with bitcoind's reason.
     */
    submit(hex: string): string {
      let tx: Transaction
      try {
        tx = Transaction.fromRaw(hexToBytes(hex.trim()), { allowUnknownOutputs: true })
      } catch (cause) {
        throw new RegtestRejectError(`TX decode failed: ${(cause as Error).message}`)
      }
      if (txs.has(tx.id)) throw new RegtestRejectError('txn-already-known')
      if (!tx.inputsLength || !tx.outputsLength) throw new RegtestRejectError('bad-txns-vin-empty')
      const prevouts: Output[] = []
      const vin: Input[] = []
      const seen = new Set<string>()
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i)
        const txid = bytesToHex(input.txid!)
        const key = outpoint(txid, input.index!)
        if (seen.has(key)) throw new RegtestRejectError('bad-txns-inputs-duplicate')
        seen.add(key)
        if (spentBy.has(key)) throw new RegtestRejectError('txn-mempool-conflict')
        const prev = unspent.get(key)
        if (!prev) throw new RegtestRejectError('bad-txns-inputs-missingorspent')
        prevouts.push(prev)
        vin.push({ txid, vout: input.index!, prevout: prev, is_coinbase: false })
      }
      for (let i = 0; i < tx.inputsLength; i++) verifyInput(tx, i, prevouts)
      const inputs = prevouts.reduce((sum, p) => sum + p.value, 0)
      let outputs = 0
      for (let i = 0; i < tx.outputsLength; i++) outputs += Number(tx.getOutput(i).amount)
      if (outputs > inputs) throw new RegtestRejectError('bad-txns-in-belowout')
      const entry = describe(tx, vin, inputs - outputs, null)
      addTx(entry)
      return entry.txid
    },
    /** Mines `count` blocks; the first takes the whole mempool. Returns the new height. */
    mine(count = 1): number {
      for (let i = 0; i < count; i++) {
        const height = tip().height + 1
        blocks.push({
          height,
          hash: bytesToHex(sha256(`gangway-regtest-block-${height}`)),
          time: Math.floor(Date.now() / 1000),
        })
        for (const tx of txs.values()) if (tx.height === null) tx.height = height
      }
      return tip().height
    },
  }
}

export type RegtestLedger = ReturnType<typeof createRegtestLedger>
