import { ProviderRpcError, providerErrorCodes } from '@gangway/testing'
import { signBip322, signEcdsaMessage } from '@gangway/testing/bitcoin'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { Address, OutScript, Script, Transaction } from '@scure/btc-signer'
import { type BitcoinTestAccount, type BitcoinTestKey, REGTEST } from '../bitcoin/regtestKeys.js'
import type { RemoteWalletBitcoinHook } from './createRemoteWallet.js'

/**
 * What signPsbt answers: `signed` (the requested inputs signed) or `unsigned` (the PSBT handed
 * back untouched, a wallet that claims success without signing).
 */
export type BitcoinSignPsbtResult = 'signed' | 'unsigned'

export type CreateBitcoinRemoteSignerParameters = {
  /** The regtest keys it signs with (devstack `bitcoinTestAccounts[3]`). */
  account: BitcoinTestAccount
  /** The regtest ledger's Esplora API: sendTransfer reads coins and fees and broadcasts there. */
  esploraUrl: string
  /** CAIP-2 ids the wallet has, e.g. the regtest ledger's `caipNetworkId`. */
  chains: readonly string[]
}

/** One entry of a getAccountAddresses answer (WalletConnect bip122). */
export type BitcoinAccountAddress = {
  address: string
  publicKey: string
  path: string
  intention: 'payment' | 'ordinal'
}

/** A remote wallet's Bitcoin side: the hook plus what tests script and read. */
export type BitcoinRemoteSigner = RemoteWalletBitcoinHook & {
  /** The payment (first external, p2wpkh) address: the session's account identifier. */
  readonly address: string
  readonly ordinalsAddress: string
  /** The getAccountAddresses answer (also the `bip122_addressesChanged` event data). */
  addresses(): BitcoinAccountAddress[]
  signPsbtResult: BitcoinSignPsbtResult
}

/** The bip122 methods and events of the Reown "Bitcoin RPC reference". */
export const BIP122_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const

const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

const paramsOf = (params: unknown): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalid('params must be an object')
  return params as Record<string, unknown>
}
const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !value) throw invalid(`${name} must be a string`)
  return value
}
const fromBase64 = (value: string) => Uint8Array.from(Buffer.from(value, 'base64'))
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** Dust (Bitcoin Core's relay rule for the largest common output). */
const DUST = 546n
/** vB of a p2wpkh transaction's parts. */
const OVERHEAD_VB = 11
const INPUT_VB = 68
const OUTPUT_VB = 43

/**
 * The Bitcoin signer of the devstack's remote WalletConnect wallet: the regtest keys (p2wpkh
 * payment, p2tr ordinals) answering the WalletConnect `bip122` namespace as the Reown "Bitcoin RPC
 * reference" defines it, against the regtest ledger:
 * - `getAccountAddresses { account, intentions? }` → `[{ address, publicKey, path, intention }]`
 *   (intention `payment` / `ordinal`);
 * - `signMessage { account, message, address?, protocol? }` (protocol `ecdsa` by default, or
 *   `bip322`) → `{ address, signature }`, the signature hex;
 * - `signPsbt { account, psbt, signInputs: [{ address, index, sighashTypes? }], broadcast? }` →
 *   `{ psbt, txid? }`, only the requested inputs signed, finalized and broadcast when asked;
 * - `sendTransfer { account, recipientAddress, amount, changeAddress?, memo? }` → `{ txid }`: the
 *   payment address's coins (largest first), the API's 6-block fee rate, change back, signed and
 *   broadcast to the ledger.
 * The remote wallet's request mode (approve / reject) applies before it.
 *
 * @example
 * const bip122 = createBitcoinRemoteSigner({ account: bitcoinTestAccounts[3]!, esploraUrl, chains: [caipNetworkId] })
 * await createRemoteWallet({ relayUrl, chains, accountIndex: 3, bip122 })
 */
export function createBitcoinRemoteSigner(
  parameters: CreateBitcoinRemoteSignerParameters,
): BitcoinRemoteSigner {
  const { payment, ordinals } = parameters.account
  const base = parameters.esploraUrl.replace(/\/$/, '')
  const keyOf = (address: unknown): BitcoinTestKey => {
    const key = [payment, ordinals].find((k) => k.address === address)
    if (!key)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, `${String(address)} is not ours`)
    return key
  }
  // `account` names the connected account (its first external address): it must be ours.
  const requireAccount = (p: Record<string, unknown>) => {
    if (p.account !== undefined && p.account !== payment.address)
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${String(p.account)} is not ours`,
      )
  }
  const addresses = (): BitcoinAccountAddress[] => [
    {
      address: payment.address,
      publicKey: payment.publicKey,
      path: "m/84'/1'/3'/0/0",
      intention: 'payment',
    },
    {
      address: ordinals.address,
      // x-only, as taproot keys are used.
      publicKey: ordinals.publicKey.slice(2),
      path: "m/86'/1'/3'/0/0",
      intention: 'ordinal',
    },
  ]

  const esplora = async (path: string, init?: RequestInit): Promise<string> => {
    const response = await fetch(`${base}${path}`, init)
    const body = await response.text()
    if (!response.ok) throw new Error(`The Esplora API answered ${response.status}: ${body}`)
    return body
  }
  const broadcast = async (tx: Transaction) =>
    esplora('/tx', { method: 'POST', body: tx.hex, headers: { 'content-type': 'text/plain' } })

  async function sendTransfer(p: Record<string, unknown>) {
    const to = text(p.recipientAddress, 'recipientAddress')
    const amountText = text(p.amount, 'amount')
    if (!/^\d+$/.test(amountText)) throw invalid('amount must be a decimal string of sats')
    const amount = BigInt(amountText)
    if (amount < DUST) throw invalid(`amount is below dust (${DUST} sats)`)
    let toScript: Uint8Array
    try {
      toScript = OutScript.encode(Address(REGTEST).decode(to))
    } catch {
      throw invalid(`${to} is not a regtest address`)
    }
    const change = p.changeAddress === undefined ? payment.address : keyOf(p.changeAddress).address
    const memo = p.memo === undefined ? undefined : text(p.memo, 'memo')
    if (memo !== undefined && (!/^([0-9a-f]{2}){1,80}$/i.test(memo) || memo.startsWith('0x')))
      throw invalid('memo must be hex, at most 80 bytes')
    const coins = (
      JSON.parse(await esplora(`/address/${payment.address}/utxo`)) as {
        txid: string
        vout: number
        value: number
      }[]
    ).sort((a, b) => b.value - a.value)
    const estimates = JSON.parse(await esplora('/fee-estimates')) as Record<string, number>
    const rate = Math.max(1, Math.ceil(estimates['6'] ?? 1))
    const script = OutScript.encode(Address(REGTEST).decode(payment.address))
    const outputs = 2 + (memo ? 1 : 0)
    let total = 0n
    let fee = 0n
    const spent: typeof coins = []
    for (const coin of coins) {
      spent.push(coin)
      total += BigInt(coin.value)
      fee = BigInt(Math.ceil((OVERHEAD_VB + INPUT_VB * spent.length + OUTPUT_VB * outputs) * rate))
      if (total >= amount + fee) break
    }
    if (total < amount + fee)
      throw new ProviderRpcError(providerErrorCodes.internal, 'Insufficient funds')
    // An OP_RETURN memo is an output of no known address type.
    const tx = new Transaction({ allowUnknownOutputs: true })
    for (const coin of spent)
      tx.addInput({
        txid: coin.txid,
        index: coin.vout,
        witnessUtxo: { script, amount: BigInt(coin.value) },
      })
    tx.addOutput({ script: toScript, amount })
    if (memo) tx.addOutput({ script: Script.encode(['RETURN', hexToBytes(memo)]), amount: 0n })
    const rest = total - amount - fee
    if (rest >= DUST) tx.addOutputAddress(change, rest, REGTEST)
    tx.sign(hexToBytes(payment.privateKey))
    tx.finalize()
    return { txid: await broadcast(tx) }
  }

  async function signPsbt(p: Record<string, unknown>) {
    let tx: Transaction
    try {
      tx = Transaction.fromPSBT(fromBase64(text(p.psbt, 'psbt')))
    } catch (cause) {
      throw invalid(`not a PSBT: ${(cause as Error).message}`)
    }
    if (!Array.isArray(p.signInputs)) throw invalid('signInputs must be an array')
    const asked = p.signInputs.map((input) => {
      const i = paramsOf(input)
      if (typeof i.index !== 'number' || !Number.isInteger(i.index) || i.index < 0)
        throw invalid('signInputs[].index must be an input index')
      const sighashes = i.sighashTypes
      if (
        sighashes !== undefined &&
        !(Array.isArray(sighashes) && sighashes.every(Number.isInteger))
      )
        throw invalid('signInputs[].sighashTypes must be integers')
      return {
        key: keyOf(i.address),
        index: i.index,
        sighash: sighashes?.[0] as number | undefined,
      }
    })
    if (signer.signPsbtResult === 'unsigned') return { psbt: text(p.psbt, 'psbt') }
    for (const { key, index, sighash } of asked) {
      if (key.addressType === 'p2tr' && !tx.getInput(index).tapInternalKey)
        tx.updateInput(index, { tapInternalKey: hexToBytes(key.publicKey).slice(1) }, true)
      // The dapp's sighash goes in the PSBT input, where the signer reads it.
      if (sighash !== undefined) tx.updateInput(index, { sighashType: sighash }, true)
      try {
        tx.signIdx(hexToBytes(key.privateKey), index, sighash === undefined ? undefined : [sighash])
      } catch (cause) {
        throw invalid(`input ${index}: ${(cause as Error).message}`)
      }
    }
    if (p.broadcast !== true) return { psbt: toBase64(tx.toPSBT()) }
    tx.finalize()
    const txid = await broadcast(tx)
    return { psbt: toBase64(tx.toPSBT()), txid }
  }

  const signer: BitcoinRemoteSigner = {
    address: payment.address,
    ordinalsAddress: ordinals.address,
    chains: parameters.chains,
    // The session's accounts: both addresses (each labelled by getAccountAddresses).
    accounts: [payment.address, ordinals.address],
    methods: BIP122_METHODS,
    events: BIP122_EVENTS,
    signPsbtResult: 'signed',
    addresses,
    async request({ method, params }) {
      switch (method) {
        case 'getAccountAddresses': {
          const p = params === undefined || params === null ? {} : paramsOf(params)
          requireAccount(p)
          const intentions = Array.isArray(p.intentions) ? p.intentions : undefined
          return addresses().filter((a) => !intentions || intentions.includes(a.intention))
        }
        case 'signMessage': {
          const p = paramsOf(params)
          requireAccount(p)
          const message = typeof p.message === 'string' ? p.message : text(p.message, 'message')
          const key = keyOf(p.address ?? payment.address)
          const protocol = p.protocol ?? 'ecdsa'
          if (protocol !== 'ecdsa' && protocol !== 'bip322')
            throw invalid('protocol must be ecdsa or bip322')
          if (protocol === 'ecdsa' && key.addressType === 'p2tr')
            throw invalid('ECDSA messages are signed with the payment address')
          const signature =
            protocol === 'bip322'
              ? signBip322(hexToBytes(key.privateKey), key.address, message)
              : signEcdsaMessage(hexToBytes(key.privateKey), message)
          return { address: key.address, signature: bytesToHex(fromBase64(signature)) }
        }
        case 'signPsbt': {
          const p = paramsOf(params)
          requireAccount(p)
          return signPsbt(p)
        }
        case 'sendTransfer': {
          const p = paramsOf(params)
          requireAccount(p)
          return sendTransfer(p)
        }
        default:
          throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, `Unsupported: ${method}`)
      }
    },
  }
  return signer
}
