import { formatUnits, InvalidRequestParamsError, type Network } from '@gangway/core'
import { Address, OutScript, type Transaction } from '@scure/btc-signer'
import { HIGH_FEE_RATE_SAT_VB } from '../internal/constants.js'
import { addressParams } from '../networks/bitcoinNetworks.js'
import type { BitcoinAccount } from '../types.js'
import { allowedSighash, prevoutOf, type SignRequest, sighashName, sighashWarning } from './psbt.js'
import { psbtWord } from './psbtWords.js'

/** Virtual sizes (vB) of a transaction's parts, as a PSBT's fee rate is estimated from them. */
export const OVERHEAD_VB = 10.5
export const INPUT_VB: Record<string, number> = { wpkh: 68, tr: 57.5, pkh: 148 }
export const outputVb = (script: Uint8Array) => 9 + script.length

/**
 * What ApproveTransaction shows of a PSBT: plain text, every part decoded (never base64); the
 * record of what is signed, in English (psbtWords: the describer shows it in the visitor's words).
 */
export type PsbtSummary = {
  /** What the visitor should know before approving, in words (sighash types, fee rate). */
  warnings?: string[]
  fee: string
  feeRate: string
  outputs: { index: number; to: string; amount: string; change?: string }[]
  inputs: { index: number; from: string; amount: string; yours: string; sign: string }[]
}

/** Whether a fee rate (sat/vB) is above HIGH_FEE_RATE_SAT_VB (see the constant). */
export const isHighFeeRate = (rate: number) => rate > HIGH_FEE_RATE_SAT_VB

/** The warning a fee rate above HIGH_FEE_RATE_SAT_VB carries (`shown`: the rate as shown). */
export const rateWarning = (rate: number, shown: string, fee: string) =>
  isHighFeeRate(rate)
    ? psbtWord('request.warning.highFeeRate', { rate: shown, max: HIGH_FEE_RATE_SAT_VB, fee })
    : undefined

/**
 * Decodes a PSBT for the visitor's approval: each output with its address (or what it is) and
 * amount, the ones paying back to a connected address marked as change; the fee (inputs less
 * outputs) and its rate (`rate` when the adapter priced it, else estimated from the inputs'
 * types); each input with the address and amount it spends, whether it is the visitor's and
 * whether (and with which sighash type) the wallet signs it; and warnings, in words, for sighash
 * types that let others change the transaction after the visitor signs and for a fee rate above
 * HIGH_FEE_RATE_SAT_VB.
 *
 * @throws InvalidRequestParamsError for an input to sign that is not in the PSBT, or outputs that
 * spend more than the inputs.
 */
export function describePsbt(
  tx: Transaction,
  options: {
    network: Network
    accounts: readonly BitcoinAccount[]
    sign: readonly SignRequest[]
    /** The rate the adapter priced the fee at (sat/vB); else estimated. */
    rate?: number
  },
): PsbtSummary {
  const { network, accounts, sign } = options
  const { decimals, symbol } = network.nativeCurrency
  const amountOf = (sats: bigint) => `${formatUnits(sats, decimals)} ${symbol}`
  const address = Address(addressParams(network))
  const hex = (bytes: Uint8Array) =>
    Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  const describe = (script: Uint8Array) => {
    if (script[0] === 0x6a) return psbtWord('request.value.opReturn')
    try {
      return address.encode(OutScript.decode(script))
    } catch {
      return psbtWord('request.value.script', { hex: hex(script) })
    }
  }
  const ownerOf = (script: Uint8Array) =>
    accounts.find((a) => {
      try {
        return hex(OutScript.encode(address.decode(a.address))) === hex(script)
      } catch {
        return false
      }
    })
  for (const { index } of sign)
    if (index >= tx.inputsLength)
      throw new InvalidRequestParamsError({ details: `Input ${index} is not in the PSBT` })

  const warnings: string[] = []
  let vsize: number | undefined = OVERHEAD_VB
  let spent: bigint | undefined = 0n
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => {
    const prev = prevoutOf(tx, index)
    const requests = sign.filter((s) => s.index === index)
    let type: string | undefined
    try {
      type = prev ? OutScript.decode(prev.script).type : undefined
    } catch {}
    vsize = vsize !== undefined && type && INPUT_VB[type] ? vsize + INPUT_VB[type]! : undefined
    spent = spent !== undefined && prev ? spent + prev.amount : undefined
    const types = [...new Set(requests.flatMap((r) => allowedSighash(tx, r)))]
    const special = types.filter((t) => sighashWarning(t, index) !== undefined)
    for (const t of special) warnings.push(sighashWarning(t, index)!)
    const names = (special.length ? special : [1]).map(sighashName)
    return {
      index,
      from: prev ? describe(prev.script) : psbtWord('request.value.unknownPrevout'),
      amount: prev ? amountOf(prev.amount) : psbtWord('request.value.unknownPrevout'),
      yours: (prev && ownerOf(prev.script)?.purpose) ?? 'no',
      sign: requests.length
        ? psbtWord('request.value.signsWith', {
            sighash: names.reduceRight((rest, name) =>
              psbtWord('request.value.or', { 0: name, 1: rest }),
            ),
          })
        : psbtWord('request.value.no'),
    }
  })
  let paid = 0n
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const { script, amount = 0n } = tx.getOutput(index)
    paid += amount
    if (vsize !== undefined) vsize += script ? outputVb(script) : 0
    const owner = script && ownerOf(script)
    return {
      index,
      to: script ? describe(script) : psbtWord('request.value.unknown'),
      amount: amountOf(amount),
      ...(owner ? { change: psbtWord('request.value.change', { purpose: owner.purpose }) } : {}),
    }
  })
  if (spent !== undefined && spent < paid)
    throw new InvalidRequestParamsError({ details: 'The outputs spend more than the inputs' })
  const fee = spent === undefined ? undefined : spent - paid
  const feeText = fee === undefined ? psbtWord('request.value.unknownFee') : amountOf(fee)
  let rate = options.rate
  let feeRate = rate === undefined ? psbtWord('request.value.unknown') : `${rate} sat/vB`
  if (rate === undefined && fee !== undefined && vsize !== undefined) {
    rate = Number(fee) / Math.ceil(vsize)
    feeRate = `≈ ${Math.round(rate * 10) / 10} sat/vB`
  }
  const high = rate === undefined ? undefined : rateWarning(rate, feeRate, feeText)
  if (high) warnings.push(high)
  return {
    ...(warnings.length ? { warnings } : {}),
    fee: feeText,
    feeRate,
    outputs,
    inputs,
  }
}
