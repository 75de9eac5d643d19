import {
  formatUnits,
  type Network,
  parseUnits,
  type SentTransaction,
  type TransferEstimate,
  type TransferParameters,
} from '@gangway/core'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import * as v from 'valibot'
import { esplora } from '../esplora/esplora.js'
import { RECEIPT_TIMEOUT_MS } from '../internal/core.js'
import {
  BitcoinBroadcastError,
  BitcoinEsploraError,
  BitcoinInsufficientFundsError,
  BitcoinInvalidTransferError,
  BitcoinWrongNetworkAddressError,
} from '../internal/errors.js'
import {
  addressParams,
  BITCOIN_GENESIS,
  type BitcoinNetworkName,
  bitcoinNetworkName,
  toBitcoinWalletChain,
} from '../networks/bitcoinNetworks.js'
import { gated } from '../provider/gate.js'
import type { BitcoinAccount, BitcoinAdapterInternals } from '../types.js'
import {
  describePsbt,
  INPUT_VB,
  isHighFeeRate,
  OVERHEAD_VB,
  outputVb,
  rateWarning,
} from './describePsbt.js'
import { checkSignedPsbt } from './psbt.js'
import { psbtWord } from './psbtWords.js'

const Sats = v.pipe(v.number(), v.integer(), v.minValue(0))
const UtxosSchema = v.array(
  v.object({
    txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
    value: Sats,
    status: v.object({ confirmed: v.boolean() }),
  }),
)
const FeesSchema = v.record(v.string(), v.pipe(v.number(), v.minValue(0)))
const StatusSchema = v.object({ confirmed: v.boolean() })

/** Fee speeds from Esplora's estimates (sat/vB by confirmation target, in blocks). */
export type FeeRates = { slow: number; normal: number; fast: number }

/** Outputs below this are dust (Bitcoin Core's relay rule for the largest common output). */
const DUST = 546n

/** The fee rates of the three speeds: fast 1 block, normal 6, slow 144 (nearest target given). */
export async function feeRates(base: string): Promise<FeeRates> {
  const estimates = await esplora(base, '/fee-estimates', FeesSchema)
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b)
  if (!targets.length) throw new BitcoinEsploraError('The Bitcoin API gave no fee estimates')
  // The rate of the smallest target at or above `blocks` (else the largest target's).
  const at = (blocks: number) =>
    Math.max(1, estimates[String(targets.find((t) => t >= blocks) ?? targets.at(-1)!)]!)
  return { slow: at(144), normal: at(6), fast: at(1) }
}

/** The address's output script on `network`; a wrong-network or malformed address is refused. */
function scriptOf(address: string, network: Network): Uint8Array {
  try {
    return OutScript.encode(Address(addressParams(network)).decode(address.trim()))
  } catch (cause) {
    const name = bitcoinNetworkName(network.caipNetworkId) ?? 'mainnet'
    const other = (Object.keys(BITCOIN_GENESIS) as BitcoinNetworkName[]).some((n) => {
      try {
        Address(addressParams({ caipNetworkId: `bip122:${BITCOIN_GENESIS[n]}` })).decode(
          address.trim(),
        )
        return true
      } catch {
        return false
      }
    })
    throw other
      ? new BitcoinWrongNetworkAddressError(name, { cause })
      : new BitcoinInvalidTransferError({ cause })
  }
}

type Plan = {
  tx: Transaction
  fee: bigint
  /** Input indexes the wallet signs (all: one payment address). */
  indexes: number[]
  vsize: number
}

type Coin = v.InferOutput<typeof UtxosSchema>[number]

/** The payment account sending (ordinals addresses never fund a send: their coins carry inscriptions). */
function sender(internals: BitcoinAdapterInternals, params: TransferParameters): BitcoinAccount {
  const account = internals.accounts(params.connectorId).find((a) => a.address === params.from)
  if (account?.purpose === 'payment') return account
  throw new BitcoinInvalidTransferError({ details: 'BTC is sent from the payment address' })
}

/**
 * The transfer as a PSBT: coins of the payment address largest first (confirmed before
 * unconfirmed) until they pay the amount and the fee at `rate`, the amount to `to`, the change
 * back to the payment address unless it would be dust (then it goes to the fee).
 */
function plan(
  account: BitcoinAccount,
  network: Network,
  coins: readonly Coin[],
  to: string,
  amount: bigint | 'max',
  rate: number,
): Plan {
  const params = addressParams(network)
  const own = OutScript.encode(Address(params).decode(account.address))
  const kind = OutScript.decode(own).type === 'tr' ? 'tr' : 'wpkh'
  const target = scriptOf(to, network)
  const sorted = [...coins].sort(
    (a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value,
  )
  const feeFor = (inputs: number, change: boolean) => {
    const vsize = Math.ceil(
      OVERHEAD_VB + inputs * INPUT_VB[kind]! + outputVb(target) + (change ? outputVb(own) : 0),
    )
    return { vsize, fee: BigInt(Math.ceil(vsize * rate)) }
  }
  const chosen: Coin[] = []
  let total = 0n
  let pick: { vsize: number; fee: bigint; change: bigint; send: bigint } | undefined
  const wanted = amount === 'max' ? 0n : amount
  for (const coin of amount === 'max' ? [] : sorted) {
    chosen.push(coin)
    total += BigInt(coin.value)
    const withChange = feeFor(chosen.length, true)
    if (total >= wanted + withChange.fee + DUST) {
      pick = { ...withChange, change: total - wanted - withChange.fee, send: wanted }
      break
    }
    const without = feeFor(chosen.length, false)
    if (total >= wanted + without.fee) {
      // The rest is dust: it goes to the fee rather than to an unspendable change output.
      pick = { vsize: without.vsize, fee: total - wanted, change: 0n, send: wanted }
      break
    }
  }
  if (amount === 'max') {
    chosen.push(...sorted)
    total = chosen.reduce((sum, c) => sum + BigInt(c.value), 0n)
    const { vsize, fee } = feeFor(chosen.length, false)
    if (total > fee) pick = { vsize, fee, change: 0n, send: total - fee }
  }
  if (!pick) throw new BitcoinInsufficientFundsError()
  const tx = new Transaction()
  for (const coin of chosen)
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: own, amount: BigInt(coin.value) },
      ...(kind === 'tr' && account.publicKey.length === 64
        ? { tapInternalKey: hexToBytes(account.publicKey) }
        : {}),
    })
  tx.addOutput({ script: target, amount: pick.send })
  if (pick.change > 0n) tx.addOutput({ script: own, amount: pick.change })
  return { tx, fee: pick.fee, indexes: chosen.map((_, i) => i), vsize: pick.vsize }
}

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))

const amountOf = (params: TransferParameters, allowZero: boolean) => {
  if (params.asset)
    throw new BitcoinInvalidTransferError({ details: 'Bitcoin sends carry BTC only' })
  let value: bigint
  try {
    value = parseUnits(params.amount.trim(), params.network.nativeCurrency.decimals)
  } catch (cause) {
    throw new BitcoinInvalidTransferError({ cause })
  }
  if (value < 0n || (!allowZero && value < DUST) || !params.to.trim())
    throw new BitcoinInvalidTransferError()
  return value
}

const SPEEDS = [
  { id: 'slow', label: 'Slow' },
  { id: 'normal', label: 'Normal' },
  { id: 'fast', label: 'Fast' },
] as const

/** The speed a transfer is priced at: the one the visitor picked, else normal. */
const speedOf = (params: TransferParameters): keyof FeeRates =>
  SPEEDS.find((s) => s.id === params.speed)?.id ?? 'normal'

const coinsOf = (base: string, address: string) =>
  esplora(base, `/address/${encodeURIComponent(address)}/utxo`, UtxosSchema)

/**
 * The fee of a transfer at each speed (Esplora's estimates: slow 144 blocks, normal 6, fast 1)
 * for the coins it would spend, `fee` the picked speed's (normal by default), and `max` what
 * remains to send at that speed when every coin is spent. Prompts nothing.
 */
export async function estimateTransfer(
  internals: BitcoinAdapterInternals,
  params: TransferParameters,
): Promise<TransferEstimate> {
  const account = sender(internals, params)
  const amount = amountOf(params, true)
  scriptOf(params.to, params.network)
  const base = internals.esploraUrl(params.network)
  const [coins, rates] = await Promise.all([coinsOf(base, params.from), feeRates(base)])
  const { decimals, symbol } = params.network.nativeCurrency
  const speed = speedOf(params)
  let max: string | undefined
  try {
    const all = plan(account, params.network, coins, params.to, 'max', rates[speed])
    max = formatUnits(all.tx.getOutput(0).amount!, decimals)
  } catch {
    max = '0'
  }
  const speeds = SPEEDS.map(({ id, label }) => {
    const built = plan(
      account,
      params.network,
      coins,
      params.to,
      amount > 0n ? amount : DUST,
      rates[id],
    )
    return {
      id,
      label,
      fee: { value: formatUnits(built.fee, decimals), symbol },
      // Send's preview shows this text: a rate above HIGH_FEE_RATE_SAT_VB says so there.
      rate: isHighFeeRate(rates[id])
        ? `${rates[id]} sat/vB (unusually high: check the fee)`
        : `${rates[id]} sat/vB`,
    }
  })
  const fee = speeds.find((s) => s.id === speed)!.fee
  return { fee, max, speeds, speed }
}

/**
 * Sends BTC after the visitor's approval, at the picked speed's rate: the PSBT built from the
 * payment address's coins, signed by the wallet on exactly its inputs, proved (every requested
 * input validly signed, nothing else changed), finalized and broadcast. Resolves the txid once
 * the transaction is broadcast (Send's 'Transaction started' shows then, not at the first
 * block); its status is followed in the background until the first confirmation or
 * `confirmTimeoutMs`. A wallet that sends itself resolves when it gives the txid.
 */
export async function sendTransfer(
  internals: BitcoinAdapterInternals,
  params: TransferParameters,
): Promise<SentTransaction> {
  const account = sender(internals, params)
  const amount = amountOf(params, false)
  scriptOf(params.to, params.network)
  const base = internals.esploraUrl(params.network)
  const [coins, rates] = await Promise.all([coinsOf(base, params.from), feeRates(base)])
  const rate = rates[speedOf(params)]
  const built = plan(account, params.network, coins, params.to, amount, rate)
  const { decimals, symbol } = params.network.nativeCurrency
  const fee = `${formatUnits(built.fee, decimals)} ${symbol}`
  const feeRate = `${rate} sat/vB`
  const requests = built.indexes.map((index) => ({ index }))
  const { provider: wallet } = await internals.findConnector(params.connectorId)
  // A wallet that cannot sign PSBTs but sends itself (WalletConnect `sendTransfer`): it picks the
  // coins and the fee, so the fee shown is the adapter's estimate, not a promise.
  const sendsItself =
    !wallet.features().includes('bitcoin:signTransaction') && !!wallet.sendTransfer
  const high = rateWarning(rate, feeRate, fee)
  // What the visitor approves: the PSBT the wallet will sign, decoded (outputs, change, fee,
  // rate, the inputs it spends), or for a wallet that sends itself what it is asked to send.
  const { warnings, ...psbt } = describePsbt(built.tx, {
    network: params.network,
    accounts: internals.accounts(params.connectorId),
    sign: requests,
    rate,
  })
  const shown = sendsItself
    ? {
        ...(high ? { warnings: [high] } : {}),
        to: params.to,
        amount: `${params.amount} ${symbol}`,
        fee: psbtWord('request.value.feeSetByWallet', { fee }),
        feeRate,
      }
    : {
        ...(warnings ? { warnings } : {}),
        to: params.to,
        amount: `${params.amount} ${symbol}`,
        ...psbt,
      }
  return gated(internals, params.connectorId, 'sendTransfer', shown, async () => {
    let txid: string
    if (sendsItself) {
      txid = await wallet.sendTransfer!({
        account: account.address,
        to: params.to.trim(),
        sats: amount,
      })
    } else {
      const signed = await wallet.signPsbt(
        built.tx.toPSBT(),
        built.indexes.map((index) => ({ address: account.address, index })),
        toBitcoinWalletChain(params.network),
      )
      txid = await broadcast(base, checkSignedPsbt(built.tx, signed, requests))
    }
    // Issue 37 §1: the send has started once it is broadcast (the balance, confirmed + mempool,
    // already shows it); a block comes in ~10 minutes, so the confirmation is not awaited.
    void followStatus(internals, base, txid)
    return { id: txid }
  })
}

/** Finalizes and broadcasts a proved transaction; resolves its txid. */
export async function broadcast(base: string, tx: Transaction): Promise<string> {
  try {
    tx.finalize()
  } catch (cause) {
    throw new BitcoinBroadcastError({ cause })
  }
  const hex = tx.hex
  let txid: string
  try {
    txid = await esplora(base, '/tx', undefined, { method: 'POST', body: hex })
  } catch (cause) {
    throw new BitcoinBroadcastError({ cause })
  }
  if (txid !== tx.id)
    throw new BitcoinBroadcastError({ details: `The API answered ${txid.slice(0, 80)}` })
  return txid
}

/**
 * Follows a broadcast transaction's status until its first confirmation (logged at debug) or
 * `confirmTimeoutMs` (logged: it stays broadcast), every `pollIntervalMs`; a status that cannot be
 * read counts as "not yet". Stops when the adapter is torn down. Never rejects.
 */
async function followStatus(
  internals: BitcoinAdapterInternals,
  base: string,
  txid: string,
): Promise<void> {
  const ctx = internals.ctx
  const bound = internals.options.confirmTimeoutMs ?? RECEIPT_TIMEOUT_MS
  const every = internals.options.pollIntervalMs ?? 1000
  const until = Date.now() + bound
  const live = () => internals.ctx === ctx
  while (live() && Date.now() < until) {
    const status = await esplora(base, `/tx/${txid}/status`, StatusSchema).catch(() => undefined)
    if (!live()) return
    if (status?.confirmed) {
      ctx?.logger.debug(`bitcoin: ${txid} confirmed`)
      return
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(every, Math.max(0, until - Date.now()))),
    )
  }
  if (live())
    ctx?.logger.info(`bitcoin: ${txid} not confirmed within ${bound} ms; it stays broadcast`)
}
