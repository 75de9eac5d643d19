// Issue 31 ("what the visitor approves is what gets signed, round 2"), the Bitcoin items, each
// with the crafted case that failed before its fix: the sighash a wallet signs with, the PSBT the
// approval shows (decoded, never base64), the spent outputs a wallet hands back, the fee rate
// taken from Esplora, a hostile `btc_providers` entry, the caller's live request object, and
// `sendTransaction({ broadcast: false })`.

import { defineNetwork, InvalidRequestParamsError, type Network } from '@gangway/core'
import {
  bitcoinTestAccounts,
  createBitcoinTestWallet,
  registerStandardWallet,
  type StartBitcoinRegtestReturnType,
  startBitcoinRegtest,
} from '@gangway/devstack'
import { createTestContext } from '@gangway/testkit'
import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRegtestNetwork } from '../test/regtest.js'
import { createBitcoinAdapter } from './bitcoinAdapter.js'
import { BitcoinPsbtMismatchError } from './internal/errors.js'
import { addressParams, bitcoinRegtest } from './networks/bitcoinNetworks.js'
import type { BitcoinTransactionRequest } from './types.js'

let regtest: StartBitcoinRegtestReturnType
let network: Network
beforeAll(async () => {
  ;({ regtest, network } = await startRegtestNetwork())
})
afterAll(() => regtest.stop())

const cleanups: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const PAYMENT = bitcoinTestAccounts[0]!.payment
const ORDINALS = bitcoinTestAccounts[0]!.ordinals
const RECEIVER = bitcoinTestAccounts[2]!.payment.address
const NAME = 'Gangway Bitcoin Wallet'
const CONNECTOR = `wallet-standard:${NAME}`

const unhex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const scriptOf = (address: string) =>
  OutScript.encode(Address(addressParams(network)).decode(address))

type SignTransactionInput = {
  psbt: Uint8Array
  inputsToSign: { account: { address: string }; signingIndexes: number[]; sigHash?: number }[]
  chain?: string
}
/** What a crafted wallet does with a signTransaction request before (or after) the real signer. */
type Tamper = (
  input: SignTransactionInput,
  sign: (input: SignTransactionInput) => Promise<Uint8Array>,
) => Promise<Uint8Array>

/**
 * An adapter on the regtest ledger with the Bitcoin test wallet registered and connected; the
 * wallet's signTransaction goes through `tamper` (a crafted wallet) when given.
 */
async function connected(
  options: {
    tamper?: Tamper
    approve?: (request: { method: string; params: unknown }) => boolean | Promise<boolean>
    feeNetwork?: Network
  } = {},
) {
  const on = options.feeNetwork ?? network
  const test = createTestContext({
    networks: [on],
    ...(options.approve ? { approve: options.approve } : {}),
  })
  const wallet = createBitcoinTestWallet({ accounts: bitcoinTestAccounts.slice(0, 2) })
  const feature = wallet.wallet.features['bitcoin:signTransaction']
  const real = feature.signTransaction.bind(feature)
  if (options.tamper) {
    const tamper = options.tamper
    feature.signTransaction = async (...inputs: SignTransactionInput[]) =>
      Promise.all(
        inputs.map(async (input) => ({
          signedPsbt: await tamper(input, async (i) => (await real(i))[0]!.signedPsbt),
        })),
      )
  }
  cleanups.push(registerStandardWallet(window, wallet.wallet as unknown as Wallet))
  const adapter = createBitcoinAdapter({ confirmTimeoutMs: 300, pollIntervalMs: 50 })
  cleanups.push(adapter.setup(test.ctx))
  await adapter.connect({ connectorId: CONNECTOR, network: on })
  const provider = adapter.getProvider({ connectorId: CONNECTOR }) as {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }
  return { adapter, test, wallet, provider, network: on }
}

/**
 * A dapp's PSBT: the payment address's largest coin (and the ordinals address's, with `ordinals`)
 * paying `sats` to the receiver, the rest less `fee` back to the payment address.
 */
function dappPsbt(options: { sats?: number; fee?: number; ordinals?: boolean } = {}) {
  const { sats = 100_000, fee = 1_410 } = options
  const tx = new Transaction()
  const [coin] = regtest.ledger.utxos(PAYMENT.address).sort((a, b) => b.value - a.value)
  tx.addInput({
    txid: coin!.txid,
    index: coin!.vout,
    witnessUtxo: { script: scriptOf(PAYMENT.address), amount: BigInt(coin!.value) },
  })
  let total = coin!.value
  if (options.ordinals) {
    const [inscribed] = regtest.ledger.utxos(ORDINALS.address)
    tx.addInput({
      txid: inscribed!.txid,
      index: inscribed!.vout,
      witnessUtxo: { script: scriptOf(ORDINALS.address), amount: BigInt(inscribed!.value) },
      tapInternalKey: unhex(ORDINALS.publicKey).slice(1),
    })
    total += inscribed!.value
  }
  tx.addOutput({ script: scriptOf(RECEIVER), amount: BigInt(sats) })
  tx.addOutput({ script: scriptOf(PAYMENT.address), amount: BigInt(total - sats - fee) })
  return { tx, psbt: toBase64(tx.toPSBT()), total }
}

const broadcastCount = () => regtest.ledger.transactions().length

/** A dapp's sendTransaction of `psbt`, signing input 0 (payment) and input 1 (ordinals). */
const sendBoth = (adapter: ReturnType<typeof createBitcoinAdapter>, psbt: string) =>
  adapter.sendTransaction!({
    connectorId: CONNECTOR,
    address: PAYMENT.address,
    network,
    request: {
      psbt,
      signInputs: [
        { address: PAYMENT.address, index: 0 },
        { address: ORDINALS.address, index: 1 },
      ],
    },
  })

/** Signs `input` after rewriting its PSBT with `edit` (the wallet signs what it changed). */
const editBeforeSigning =
  (edit: (tx: Transaction) => void): Tamper =>
  (input, sign) => {
    const tx = Transaction.fromPSBT(input.psbt)
    edit(tx)
    return sign({ ...input, psbt: tx.toPSBT() })
  }

/** Rewrites the PSBT the wallet signed with `edit` before handing it back. */
const editAfterSigning =
  (edit: (tx: Transaction) => void): Tamper =>
  async (input, sign) => {
    const tx = Transaction.fromPSBT(await sign(input))
    edit(tx)
    return tx.toPSBT()
  }

describe('item 3: the sighash the wallet signs with', () => {
  // Spec §6 (unsafe requests need approval): the visitor approves a transaction whose outputs
  // are fixed; a signature that commits to fewer of them is not what was approved.
  it.each([
    ['SIGHASH_NONE', SigHash.NONE],
    ['SIGHASH_SINGLE', SigHash.SINGLE],
    ['SIGHASH_ALL|ANYONECANPAY', SigHash.ALL_ANYONECANPAY],
    ['SIGHASH_NONE|ANYONECANPAY', SigHash.NONE_ANYONECANPAY],
  ])(
    'a wallet that signs with %s when nothing else was asked is refused, nothing broadcast',
    async (name, sighash) => {
      const { adapter } = await connected({
        tamper: (input, sign) =>
          sign({
            ...input,
            inputsToSign: input.inputsToSign.map((i) => ({ ...i, sigHash: sighash })),
          }),
      })
      const count = broadcastCount()
      // Send BTC (the adapter's own PSBT) and a dapp's sendTransaction (p2wpkh and p2tr inputs).
      const send = adapter.transfer!.send({
        connectorId: CONNECTOR,
        from: PAYMENT.address,
        network,
        to: RECEIVER,
        amount: '0.001',
      })
      await expect(send).rejects.toBeInstanceOf(BitcoinPsbtMismatchError)
      await expect(send).rejects.toThrow(
        `The wallet signed input 0 with ${name}, which was not asked`,
      )
      const { psbt } = dappPsbt({ ordinals: true })
      const sent = sendBoth(adapter, psbt)
      await expect(sent).rejects.toBeInstanceOf(BitcoinPsbtMismatchError)
      expect(broadcastCount()).toBe(count)
    },
  )

  it('a dapp asking for SIGHASH_NONE gets it, and the approval says what it means, in words', async () => {
    const { provider, test } = await connected()
    const { psbt } = dappPsbt()
    const answer = (await provider.request({
      method: 'signPsbt',
      params: {
        psbt,
        signInputs: [{ address: PAYMENT.address, index: 0, sighashTypes: [SigHash.NONE] }],
      },
    })) as { psbt: string }
    const signed = Transaction.fromPSBT(fromBase64(answer.psbt))
    const [, signature] = signed.getInput(0).partialSig![0]!
    expect(signature.at(-1)).toBe(SigHash.NONE)
    const shown = JSON.stringify(test.approvals.at(-1)!.params)
    expect(shown).toContain('SIGHASH_NONE: outputs can be changed after you sign')
  })

  it('a sighash type that does not exist is refused before anything is shown', async () => {
    const { provider, test } = await connected()
    for (const sighashTypes of [[0x84], [5], [-1]])
      await expect(
        provider.request({
          method: 'signPsbt',
          params: {
            psbt: dappPsbt().psbt,
            signInputs: [{ address: PAYMENT.address, index: 0, sighashTypes }],
          },
        }),
      ).rejects.toBeInstanceOf(InvalidRequestParamsError)
    expect(test.approvals).toEqual([])
  })
})

describe('item 3: the approval decodes the PSBT (never base64)', () => {
  it('a dapp PSBT: the visitor’s inputs, every output with address and amount, change, fee and fee rate', async () => {
    const { adapter, test } = await connected()
    const { psbt, total } = dappPsbt({ ordinals: true, fee: 2_000 })
    const sent = await sendBoth(adapter, psbt)
    expect(regtest.ledger.tx(sent.id)?.fee).toBe(2_000)
    const shown = test.approvals.at(-1)!.params as Record<string, unknown>
    expect(JSON.stringify(shown)).not.toContain(psbt.slice(0, 40))
    const ordinalsCoin = regtest.ledger.tx(sent.id)!.vin[1]!
    expect(shown).toMatchObject({
      inputs: [
        {
          index: 0,
          from: PAYMENT.address,
          yours: 'payment',
          sign: 'yes (SIGHASH_ALL)',
        },
        { index: 1, from: ORDINALS.address, yours: 'ordinals', sign: 'yes (SIGHASH_ALL)' },
      ],
      outputs: [
        { index: 0, to: RECEIVER, amount: '0.001 BTC' },
        {
          index: 1,
          to: PAYMENT.address,
          amount: `${(total - 100_000 - 2_000) / 1e8} BTC`,
          change: 'back to your payment address',
        },
      ],
      fee: '0.00002 BTC',
    })
    expect(ordinalsCoin).toBeDefined()
    // 10.5 + 68 + 57.5 + 2 × 31 = 198 vB: 2000 / 198 ≈ 10.1 sat/vB.
    expect(shown.feeRate).toBe('≈ 10.1 sat/vB')
  })

  it('Send BTC: the approval lists the PSBT the adapter built, change and fee rate included', async () => {
    const { adapter, test } = await connected()
    await adapter.transfer!.send({
      connectorId: CONNECTOR,
      from: PAYMENT.address,
      network,
      to: RECEIVER,
      amount: '0.001',
    })
    const shown = test.approvals.at(-1)!.params as Record<string, unknown>
    expect(shown).toMatchObject({
      to: RECEIVER,
      amount: '0.001 BTC',
      fee: '0.0000141 BTC',
      feeRate: '10 sat/vB',
      inputs: [{ index: 0, from: PAYMENT.address, yours: 'payment', sign: 'yes (SIGHASH_ALL)' }],
      outputs: [
        { index: 0, to: RECEIVER, amount: '0.001 BTC' },
        { index: 1, to: PAYMENT.address, change: 'back to your payment address' },
      ],
    })
  })

  it('an input that is not the visitor’s is named so, and outputs spending more than the inputs are refused', async () => {
    const { provider, test } = await connected()
    const { tx } = dappPsbt()
    const [foreign] = regtest.ledger.utxos(bitcoinTestAccounts[3]!.payment.address)
    tx.addInput({
      txid: foreign!.txid,
      index: foreign!.vout,
      witnessUtxo: {
        script: scriptOf(bitcoinTestAccounts[3]!.payment.address),
        amount: BigInt(foreign!.value),
      },
    })
    await provider.request({
      method: 'signPsbt',
      params: {
        psbt: toBase64(tx.toPSBT()),
        signInputs: [{ address: PAYMENT.address, index: 0 }],
      },
    })
    expect(test.approvals.at(-1)!.params).toMatchObject({
      inputs: [
        { index: 0, yours: 'payment', sign: 'yes (SIGHASH_ALL)' },
        { index: 1, from: bitcoinTestAccounts[3]!.payment.address, yours: 'no', sign: 'no' },
      ],
    })
    const greedy = dappPsbt({ fee: -5_000 })
    await expect(
      provider.request({
        method: 'signPsbt',
        params: { psbt: greedy.psbt, signInputs: [{ address: PAYMENT.address, index: 0 }] },
      }),
    ).rejects.toThrow('The outputs spend more than the inputs')
  })
})

describe('item 3: the wallet’s PSBT is checked against the one asked', () => {
  const spendsMore = (tx: Transaction) => {
    const { script, amount } = tx.getInput(0).witnessUtxo!
    tx.updateInput(0, { witnessUtxo: { script, amount: amount + 50_000n } }, true)
  }
  const spendsOther = (tx: Transaction) => {
    const { amount } = tx.getInput(0).witnessUtxo!
    const script = scriptOf(bitcoinTestAccounts[1]!.payment.address)
    tx.updateInput(0, { witnessUtxo: { script, amount } }, true)
  }
  it.each([
    [
      'signs over a higher amount in the spent output (witnessUtxo)',
      editBeforeSigning(spendsMore),
      "The wallet changed input 0's spent output",
    ],
    [
      'hands back a higher amount in the spent output',
      editAfterSigning(spendsMore),
      "The wallet changed input 0's spent output",
    ],
    [
      'hands back another script in the spent output',
      editAfterSigning(spendsOther),
      "The wallet changed input 0's spent output",
    ],
    [
      'signs another output amount',
      editBeforeSigning((tx) => tx.updateOutput(1, { amount: tx.getOutput(1).amount! - 10_000n })),
      'The wallet changed the transaction',
    ],
    [
      'signs another output script',
      editBeforeSigning((tx) =>
        tx.updateOutput(1, { script: scriptOf(bitcoinTestAccounts[3]!.payment.address) }),
      ),
      'The wallet changed the transaction',
    ],
  ])(
    'a wallet that %s is refused (BitcoinPsbtMismatchError), nothing returned or broadcast',
    async (_case, tamper, message) => {
      const { provider, adapter } = await connected({ tamper })
      const count = broadcastCount()
      const asked = provider.request({
        method: 'signPsbt',
        params: { psbt: dappPsbt().psbt, signInputs: [{ address: PAYMENT.address, index: 0 }] },
      })
      await expect(asked).rejects.toBeInstanceOf(BitcoinPsbtMismatchError)
      await expect(asked).rejects.toThrow(message)
      const sent = adapter.sendTransaction!({
        connectorId: CONNECTOR,
        address: PAYMENT.address,
        network,
        request: { psbt: dappPsbt().psbt, signInputs: [{ address: PAYMENT.address, index: 0 }] },
      })
      await expect(sent).rejects.toBeInstanceOf(BitcoinPsbtMismatchError)
      expect(broadcastCount()).toBe(count)
    },
  )
})

describe('item 3: the fee rate taken from Esplora is bounded', () => {
  let expensive: StartBitcoinRegtestReturnType
  let dear: Network
  beforeAll(async () => {
    expensive = await startBitcoinRegtest({ feeEstimates: { '1': 2_400, '6': 900, '144': 40 } })
    dear = defineNetwork({
      ...bitcoinRegtest,
      rpcUrls: { default: { http: [expensive.esploraUrl] } },
    })
  })
  afterAll(() => expensive.stop())

  it('a rate above 500 sat/vB carries a visible warning in Send’s speeds and in the approval', async () => {
    const { adapter, test } = await connected({ feeNetwork: dear })
    const params = {
      connectorId: CONNECTOR,
      from: PAYMENT.address,
      network: dear,
      to: RECEIVER,
      amount: '0.001',
    }
    const estimate = await adapter.transfer!.estimate(params)
    expect(estimate.speeds!.map((s) => s.rate)).toEqual([
      '40 sat/vB',
      '900 sat/vB (unusually high: check the fee)',
      '2400 sat/vB (unusually high: check the fee)',
    ])
    await adapter.transfer!.send(params)
    const shown = test.approvals.at(-1)!.params as { warnings?: string[] }
    expect(shown.warnings).toEqual([
      'The fee rate, 900 sat/vB, is above 500 sat/vB, far above what the network usually asks: check the fee (0.001269 BTC) before you approve',
    ])
  })

  it('a dapp PSBT paying an unusually high fee rate carries the warning too', async () => {
    const { adapter, test } = await connected()
    await adapter.sendTransaction!({
      connectorId: CONNECTOR,
      address: PAYMENT.address,
      network,
      request: {
        psbt: dappPsbt({ fee: 100_000 }).psbt,
        signInputs: [{ address: PAYMENT.address, index: 0 }],
      },
    })
    const shown = test.approvals.at(-1)!.params as { feeRate: string; warnings?: string[] }
    expect(shown.feeRate).toBe('≈ 709.2 sat/vB')
    expect(shown.warnings).toEqual([
      'The fee rate, ≈ 709.2 sat/vB, is above 500 sat/vB, far above what the network usually asks: check the fee (0.001 BTC) before you approve',
    ])
  })
})

describe('low: the caller’s live request object', () => {
  it('what is signed is the frozen copy shown, whatever the caller does to its object meanwhile', async () => {
    const other = dappPsbt({ sats: 900_000 }).psbt
    let request: BitcoinTransactionRequest | undefined
    const { adapter, test } = await connected({
      // The caller rewrites its object while the visitor looks at the approval.
      approve: () => {
        request!.psbt = other
        request!.signInputs[0]!.sighash = SigHash.NONE
        return true
      },
    })
    const { psbt } = dappPsbt()
    request = { psbt, signInputs: [{ address: PAYMENT.address, index: 0 }] }
    const sent = await adapter.sendTransaction!({
      connectorId: CONNECTOR,
      address: PAYMENT.address,
      network,
      request,
    })
    const tx = regtest.ledger.tx(sent.id)!
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: RECEIVER, value: 100_000 })
    expect(test.approvals.at(-1)!.params).toMatchObject({
      outputs: [{ to: RECEIVER, amount: '0.001 BTC' }, {}],
    })
  })

  it('a change made right after the call reaches neither the approval nor the wallet', async () => {
    const { adapter, test, wallet } = await connected()
    const request: BitcoinTransactionRequest = {
      psbt: dappPsbt().psbt,
      signInputs: [{ address: PAYMENT.address, index: 0 }],
    }
    const sending = adapter.sendTransaction!({
      connectorId: CONNECTOR,
      address: PAYMENT.address,
      network,
      request,
    })
    request.psbt = dappPsbt({ sats: 900_000 }).psbt
    request.signInputs.push({ address: PAYMENT.address, index: 1 })
    const sent = await sending
    expect(regtest.ledger.tx(sent.id)!.vout[0]!.value).toBe(100_000)
    expect(test.approvals.at(-1)!.params).toMatchObject({ outputs: [{ amount: '0.001 BTC' }, {}] })
    expect(wallet.control.requests().at(-1)).toMatchObject({ signed: [0] })
  })
})

describe('low: sendTransaction({ broadcast: false })', () => {
  it('returns the signed PSBT and the txid it will have, broadcasts nothing, throws nothing', async () => {
    const { adapter } = await connected()
    const count = broadcastCount()
    const { psbt } = dappPsbt()
    const result = (await adapter.sendTransaction!({
      connectorId: CONNECTOR,
      address: PAYMENT.address,
      network,
      request: { psbt, signInputs: [{ address: PAYMENT.address, index: 0 }], broadcast: false },
    })) as { id: string; psbt?: string }
    expect(broadcastCount()).toBe(count)
    const signed = Transaction.fromPSBT(fromBase64(result.psbt!))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    signed.finalize()
    expect(result.id).toBe(signed.id)
    // It is a real transaction: the ledger takes it, under that txid.
    const response = await fetch(`${regtest.esploraUrl}/tx`, { method: 'POST', body: signed.hex })
    expect(await response.text()).toBe(result.id)
  })
})

describe('low: a hostile btc_providers entry named like a real wallet', () => {
  const hostile = { request: async () => ({ status: 'success', result: [] }) }

  /** Lists `entries` in window.btc_providers (with the real wallet's face and a hostile one). */
  async function discover(entries: unknown[], options: { standard?: boolean } = {}) {
    const test = createTestContext({ networks: [network] })
    const real = createBitcoinTestWallet({ accounts: bitcoinTestAccounts.slice(0, 2) })
    if (options.standard !== false)
      cleanups.push(registerStandardWallet(window, real.wallet as unknown as Wallet))
    Object.assign(window, {
      btc_providers: entries,
      RealWallet: { BitcoinProvider: real.satsConnect },
      Hostile: { Provider: hostile },
    })
    cleanups.push(() => {
      for (const key of ['btc_providers', 'RealWallet', 'Hostile'])
        Reflect.deleteProperty(window, key)
    })
    const adapter = createBitcoinAdapter()
    cleanups.push(adapter.setup(test.ctx))
    return { test, adapter, real }
  }
  const realEntry = {
    id: 'RealWallet.BitcoinProvider',
    name: NAME,
    icon: 'data:image/png;base64,AA',
  }

  it.each([
    ['the same name', NAME],
    ['another case', NAME.toUpperCase()],
    ['a zero-width space', `${NAME}\u200b`],
    ['a bidi override', `\u202e${NAME}`],
    ['padding', `  ${NAME} `],
  ])(
    'one named like a Wallet Standard wallet (%s) is not listed: the real wallet keeps its name and icon',
    async (_case, name) => {
      const { test } = await discover([
        { id: 'Hostile.Provider', name, icon: 'data:image/png;base64,BAD' },
      ])
      expect(test.connectors().map((c) => [c.id, c.name])).toEqual([[CONNECTOR, NAME]])
      expect(test.connectors()[0]!.imageUrl).toMatch(/^data:image\/svg\+xml/)
    },
  )

  it('two providers claiming one name: neither shadows the other, both marked unverified, no copied icon, ids by provider', async () => {
    const { test, adapter, real } = await discover(
      [{ id: 'Hostile.Provider', name: `${NAME}\u200b`, icon: realEntry.icon }, realEntry],
      { standard: false },
    )
    const listed = test.connectors()
    expect(listed.map((c) => [c.id, c.name, c.imageUrl])).toEqual([
      ['sats-connect:Hostile.Provider', `${NAME} (unverified)`, undefined],
      ['sats-connect:RealWallet.BitcoinProvider', `${NAME} (unverified)`, undefined],
    ])
    // The real one still connects, through its own provider.
    const { accounts } = await adapter.connect({
      connectorId: 'sats-connect:RealWallet.BitcoinProvider',
      network,
    })
    expect(accounts[0]!.address).toBe(PAYMENT.address)
    expect(real.control.requests().at(-1)).toMatchObject({ method: 'connect' })
  })

  it('one provider listed twice is one wallet, under its own name', async () => {
    const { test } = await discover([realEntry, { ...realEntry }], { standard: false })
    expect(test.connectors().map((c) => [c.id, c.name])).toEqual([[`sats-connect:${NAME}`, NAME]])
  })
})
