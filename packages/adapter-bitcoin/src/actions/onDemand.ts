// The adapter's lazy chunk (@scure/btc-signer): signing, PSBTs, transfers, the gated provider.

import {
  InvalidRequestParamsError,
  type Network,
  RpcMethodNotAllowedError,
  type SendTransactionParameters,
  SignMessageError,
} from '@gangway/core'
import { Transaction } from '@scure/btc-signer'
import * as v from 'valibot'
import { copyRequestParams } from '../internal/core.js'
import { toBitcoinWalletChain } from '../networks/bitcoinNetworks.js'
import { gated } from '../provider/gate.js'
import type {
  BitcoinAdapterInternals,
  BitcoinMessageProtocol,
  BitcoinSentTransaction,
  BitcoinSignInput,
} from '../types.js'
import { describePsbt, type PsbtSummary } from './describePsbt.js'
import { checkSignedPsbt, SIGHASH_TYPES, type SignRequest, txidOf } from './psbt.js'
import { psbtWord } from './psbtWords.js'
import { broadcast, estimateTransfer, feeRates, sendTransfer } from './transfer.js'

export { describeBitcoinRequest } from '../describe/describeBitcoinRequest.js'
export { estimateTransfer, sendTransfer }

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The connection's active account, or the one named (it must be one the wallet granted). */
const accountOf = (internals: BitcoinAdapterInternals, connectorId: string, address?: string) => {
  const accounts = internals.accounts(connectorId)
  const account = address ? accounts.find((a) => a.address === address) : accounts[0]
  if (!account)
    throw new InvalidRequestParamsError({ details: `${address ?? 'No account'} is not connected` })
  return account
}

/**
 * Signs a plain-text message with the connected wallet, as BIP-322 "simple" (the default) or the
 * legacy ECDSA signed message; resolves the signature, base64.
 */
export async function signBitcoinMessage(
  internals: BitcoinAdapterInternals,
  params: {
    connectorId: string
    address: string
    message: string
    protocol?: BitcoinMessageProtocol
  },
): Promise<string> {
  const { provider: wallet } = await internals.findConnector(params.connectorId)
  try {
    return await wallet.signMessage(params.address, params.message, params.protocol ?? 'bip322')
  } catch (error) {
    throw error instanceof Error && 'shortMessage' in error
      ? error
      : new SignMessageError({ cause: error })
  }
}

/** A sighash type that exists (a dapp's `sighashTypes`, a request's `sighash`). */
const Sighash = v.pipe(
  v.number(),
  v.integer(),
  v.check((n) => SIGHASH_TYPES.includes(n), 'Not a sighash type'),
)
const TransactionRequestSchema = v.object({
  psbt: v.string(),
  signInputs: v.array(
    v.object({
      address: v.string(),
      index: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sighash: v.optional(Sighash),
    }),
  ),
  broadcast: v.optional(v.boolean()),
})

/** The inputs a wallet signs in a PSBT, with what the request allows of each. */
type SignInput = BitcoinSignInput & SignRequest

/**
 * Reads a dapp's PSBT and decodes it for the approval, before anything is shown: a PSBT that
 * does not parse, an input to sign that is not in it, or outputs spending more than its inputs
 * are refused (InvalidRequestParamsError).
 */
function readPsbt(
  internals: BitcoinAdapterInternals,
  connectorId: string,
  network: Network,
  base64: string,
  inputs: readonly SignInput[],
): { asked: Transaction; bytes: Uint8Array; summary: PsbtSummary } {
  let asked: Transaction
  let bytes: Uint8Array
  try {
    bytes = fromBase64(base64)
    asked = Transaction.fromPSBT(bytes)
  } catch (cause) {
    throw new InvalidRequestParamsError({ cause, details: 'Not a PSBT' })
  }
  const summary = describePsbt(asked, {
    network,
    accounts: internals.accounts(connectorId),
    sign: inputs,
  })
  return { asked, bytes, summary }
}

/**
 * Has the wallet sign the PSBT the visitor approved on exactly the requested inputs (with their
 * sighash) and proves the answer against it (`checkSignedPsbt`).
 */
async function signPsbt(
  internals: BitcoinAdapterInternals,
  connectorId: string,
  network: Network,
  psbt: { asked: Transaction; bytes: Uint8Array },
  inputs: readonly SignInput[],
): Promise<Transaction> {
  const { provider: wallet } = await internals.findConnector(connectorId)
  const signed = await wallet.signPsbt(
    psbt.bytes,
    inputs.map(({ address, index, sighash }) => ({
      address,
      index,
      ...(sighash === undefined ? {} : { sighash }),
    })),
    toBitcoinWalletChain(network),
  )
  return checkSignedPsbt(psbt.asked, signed, inputs)
}

/**
 * The `sendTransaction` capability: a base64 PSBT signed by the wallet on `signInputs` (after the
 * visitor approved it, decoded), proved, and broadcast unless `broadcast: false`; then the signed
 * PSBT comes back with the txid it will have, nothing is broadcast. `params.request` is the
 * frozen copy the adapter took when it was called (what is shown is what is signed).
 */
export async function sendBitcoinTransaction(
  internals: BitcoinAdapterInternals,
  params: SendTransactionParameters<'bip122'>,
): Promise<BitcoinSentTransaction> {
  const { connectorId, network } = params
  const request = parse(TransactionRequestSchema, params.request)
  const inputs = request.signInputs.map((i) => ({
    ...i,
    ...(i.sighash === undefined ? {} : { sighashTypes: [i.sighash] }),
  }))
  const psbt = readPsbt(internals, connectorId, network, request.psbt, inputs)
  const broadcasts = request.broadcast !== false
  const shown = {
    ...psbt.summary,
    broadcast: broadcasts
      ? psbtWord('request.value.broadcastOnceSigned')
      : psbtWord('request.value.no'),
  }
  return gated(internals, connectorId, 'signPsbt', shown, async () => {
    const tx = await signPsbt(internals, connectorId, network, psbt, inputs)
    if (!broadcasts) return { id: txidOf(tx), psbt: toBase64(tx.toPSBT()) }
    return { id: await broadcast(internals.esploraUrl(network), tx) }
  })
}

const SignMessageParams = v.object({
  address: v.optional(v.string()),
  message: v.string(),
  protocol: v.optional(v.picklist(['ecdsa', 'bip322', 'ECDSA', 'BIP322'])),
})
const SignPsbtParams = v.object({
  psbt: v.string(),
  signInputs: v.array(
    v.object({
      address: v.string(),
      index: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sighashTypes: v.optional(v.array(Sighash)),
    }),
  ),
  broadcast: v.optional(v.boolean()),
})
const SendTransferParams = v.object({
  recipientAddress: v.string(),
  /** Sats, a decimal integer string (WalletConnect bip122). */
  amount: v.pipe(v.string(), v.regex(/^\d+$/)),
})
const SelectAccountParams = v.object({ address: v.string() })

/** Safe methods (no approval); the rest need the visitor's approval (spec §6). */
export const SAFE_BITCOIN_METHODS = ['getAccountAddresses', 'selectAccount', 'getFeeRates'] as const
export const UNSAFE_BITCOIN_METHODS = ['signMessage', 'signPsbt', 'sendTransfer'] as const

const parse = <T extends v.GenericSchema>(schema: T, params: unknown): v.InferOutput<T> => {
  const result = v.safeParse(schema, params)
  if (!result.success) throw new InvalidRequestParamsError({ details: result.issues[0].message })
  return result.output
}

/**
 * The gated provider's requests, in WalletConnect bip122 shapes: `getAccountAddresses` →
 * `[{ address, publicKey, purpose }]`; `selectAccount { address }` makes an account active;
 * `getFeeRates` → `{ slow, normal, fast }` sat/vB; `signMessage { address?, message, protocol? }`
 * → `{ address, signature }`; `signPsbt { psbt, signInputs, broadcast? }` → `{ psbt, txid? }`;
 * `sendTransfer { recipientAddress, amount }` → `{ txid }`. Sign and send methods wait for the
 * visitor's approval; any other method is refused ('Requested RPC call is not allowed').
 */
export async function handleRequest(
  internals: BitcoinAdapterInternals,
  connectorId: string,
  args: { method: string; params?: unknown },
): Promise<unknown> {
  const { method } = args
  const known = [...SAFE_BITCOIN_METHODS, ...UNSAFE_BITCOIN_METHODS] as readonly string[]
  if (!known.includes(method)) {
    internals.ctx?.reportRefused(method)
    throw new RpcMethodNotAllowedError({ code: 4200, details: method })
  }
  // Spec §6: one frozen plain-data copy is checked, shown and forwarded.
  const params = copyRequestParams(args.params)
  const network = internals.ctx?.getActiveNetwork()
  if (method === 'getAccountAddresses')
    return internals.accounts(connectorId).map(({ address, publicKey, purpose }) => ({
      address,
      publicKey,
      purpose,
    }))
  if (method === 'selectAccount') {
    internals.selectAccount(connectorId, parse(SelectAccountParams, params).address)
    return null
  }
  if (!network) throw new InvalidRequestParamsError({ details: 'No active Bitcoin network' })
  if (method === 'getFeeRates') return feeRates(internals.esploraUrl(network))
  if (method === 'signMessage') {
    const p = parse(SignMessageParams, params)
    const account = accountOf(internals, connectorId, p.address)
    const protocol = p.protocol?.toLowerCase() === 'ecdsa' ? 'ecdsa' : 'bip322'
    return gated(internals, connectorId, method, params, async () => ({
      address: account.address,
      signature: await signBitcoinMessage(internals, {
        connectorId,
        address: account.address,
        message: p.message,
        protocol,
      }),
    }))
  }
  if (method === 'signPsbt') {
    const p = parse(SignPsbtParams, params)
    const inputs = p.signInputs.map((i) => ({
      address: accountOf(internals, connectorId, i.address).address,
      index: i.index,
      ...(i.sighashTypes?.[0] === undefined ? {} : { sighash: i.sighashTypes[0] }),
      ...(i.sighashTypes ? { sighashTypes: i.sighashTypes } : {}),
    }))
    const psbt = readPsbt(internals, connectorId, network, p.psbt, inputs)
    const shown = {
      ...psbt.summary,
      broadcast: p.broadcast
        ? psbtWord('request.value.broadcastOnceSigned')
        : psbtWord('request.value.no'),
    }
    return gated(internals, connectorId, method, shown, async () => {
      const tx = await signPsbt(internals, connectorId, network, psbt, inputs)
      if (!p.broadcast) return { psbt: toBase64(tx.toPSBT()) }
      return {
        psbt: toBase64(tx.toPSBT()),
        txid: await broadcast(internals.esploraUrl(network), tx),
      }
    })
  }
  const p = parse(SendTransferParams, params)
  const from = accountOf(internals, connectorId)
  const sats = BigInt(p.amount)
  const { id } = await sendTransfer(internals, {
    connectorId,
    from: from.address,
    network,
    to: p.recipientAddress,
    amount: `${sats / 100_000_000n}.${String(sats % 100_000_000n).padStart(8, '0')}`,
  })
  return { txid: id }
}
