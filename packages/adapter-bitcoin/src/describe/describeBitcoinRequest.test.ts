import {
  InvalidRequestParamsError,
  type Message,
  type RequestDescription,
  type RequestText,
} from '@gangway/core'
import { formatMessage } from '@gangway/core/internal'
import { bitcoinTestAccounts } from '@gangway/devstack'
import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
// The shell's catalogue of these words (its translators' source), to check the keys against.
import { requestMessages } from '../../../modal-shell/src/messages/account.js'
import { describePsbt } from '../actions/describePsbt.js'
import { PSBT_WORDS, psbtWord, psbtWordsIn } from '../actions/psbtWords.js'
import { requestTextInEnglish as inEnglish } from '../internal/core.js'
import { addressParams, bitcoinRegtest } from '../networks/bitcoinNetworks.js'
import type { BitcoinAccount } from '../types.js'
import { describeBitcoinRequest as describeWith } from './describeBitcoinRequest.js'

/** The describer as the adapter calls it without a translator: in English. */
const describeBitcoinRequest = (
  r: Parameters<typeof describeWith>[0],
  t: RequestText = inEnglish,
) => describeWith(r, t)

const PAYMENT = 'bcrt1qpayment'
const RECEIVER = 'bcrt1qreceiver'
const HIGH =
  'The fee rate, 900 sat/vB, is above 500 sat/vB, far above what the network usually asks: check the fee (0.001269 BTC) before you approve'

/** What the gate shows for a Send (transfer.ts: `to`, `amount` and describePsbt's summary). */
const sendShown = {
  warnings: [HIGH],
  to: RECEIVER,
  amount: '0.001 BTC',
  fee: '0.001269 BTC',
  feeRate: '900 sat/vB',
  outputs: [
    { index: 0, to: RECEIVER, amount: '0.001 BTC' },
    { index: 1, to: PAYMENT, amount: '0.997731 BTC', change: 'back to your payment address' },
  ],
  inputs: [
    { index: 0, from: PAYMENT, amount: '1 BTC', yours: 'payment', sign: 'yes (SIGHASH_ALL)' },
  ],
}

/*
 * Real gate summaries: describePsbt on PSBTs with every phrase of psbtWords in them (the special
 * sighash types, an unknown spent output, OP_RETURN, a non-standard script, change to both
 * addresses, an unknown and a high fee rate), and the broadcast value onDemand adds.
 */
const regtestPayment = bitcoinTestAccounts[0]!.payment
const regtestOrdinals = bitcoinTestAccounts[0]!.ordinals
const accounts: BitcoinAccount[] = [regtestPayment, regtestOrdinals].map((k) => ({
  address: k.address,
  publicKey: k.publicKey,
  purpose: k.purpose,
}))
const scriptOf = (address: string) =>
  OutScript.encode(Address(addressParams(bitcoinRegtest)).decode(address))
const txid = (n: number) => n.toString(16).padStart(64, '0')

/** signPsbt as onDemand shows it: every special sighash type, unknown prevout and fee, no broadcast. */
function specialSummary() {
  const tx = new Transaction({ allowUnknownOutputs: true })
  tx.addInput({
    txid: txid(1),
    index: 0,
    witnessUtxo: { script: scriptOf(regtestPayment.address), amount: 100_000_000n },
  })
  tx.addInput({
    txid: txid(2),
    index: 1,
    witnessUtxo: { script: scriptOf(regtestOrdinals.address), amount: 10_000n },
    sighashType: SigHash.SINGLE_ANYONECANPAY,
  })
  tx.addInput({ txid: txid(3), index: 0 })
  tx.addOutput({ script: scriptOf(bitcoinTestAccounts[2]!.payment.address), amount: 50_000n })
  tx.addOutput({ script: Uint8Array.of(0x6a, 0x02, 0x68, 0x69), amount: 0n })
  tx.addOutput({ script: Uint8Array.of(0x75), amount: 1_000n })
  tx.addOutput({ script: scriptOf(regtestPayment.address), amount: 99_000_000n })
  tx.addOutput({ script: scriptOf(regtestOrdinals.address), amount: 10_000n })
  const summary = describePsbt(tx, {
    network: bitcoinRegtest,
    accounts,
    sign: [
      { index: 0, sighashTypes: [SigHash.NONE, SigHash.SINGLE] },
      { index: 1, sighashTypes: [SigHash.NONE_ANYONECANPAY, SigHash.ALL_ANYONECANPAY] },
    ],
  })
  return { ...summary, broadcast: psbtWord('request.value.no') }
}

/** sendTransaction as onDemand shows it: every spent output known, a rate ≈ 1000 sat/vB, broadcast. */
function highRateSummary() {
  const tx = new Transaction()
  tx.addInput({
    txid: txid(4),
    index: 0,
    witnessUtxo: { script: scriptOf(regtestPayment.address), amount: 1_000_000n },
  })
  tx.addOutput({ script: scriptOf(bitcoinTestAccounts[2]!.payment.address), amount: 500_000n })
  tx.addOutput({ script: scriptOf(regtestPayment.address), amount: 359_000n })
  const summary = describePsbt(tx, { network: bitcoinRegtest, accounts, sign: [{ index: 0 }] })
  return { ...summary, broadcast: psbtWord('request.value.broadcastOnceSigned') }
}

/** sendTransfer to a wallet that sends itself, as transfer.ts shows it. */
const walletSetSummary = () => ({
  to: bitcoinTestAccounts[2]!.payment.address,
  amount: '0.001 BTC',
  fee: psbtWord('request.value.feeSetByWallet', { fee: '0.0001 BTC' }),
  feeRate: '2 sat/vB',
})

/** Every text a description shows. */
const shownTexts = (d: RequestDescription): string[] => [
  d.title,
  ...(d.warnings ?? []),
  ...(d.rows ?? []).flatMap((r) => [r.label, r.value]),
  ...(d.items ?? []).flatMap((i) => [i.title ?? '', ...i.rows.flatMap((r) => [r.label, r.value])]),
]

describe('describeBitcoinRequest', () => {
  it('sendTransfer: to, amount, fee and rate, the >500 sat/vB warning, each input and output', () => {
    expect(describeBitcoinRequest({ method: 'sendTransfer', params: sendShown })).toEqual({
      title: 'Send bitcoin',
      warnings: [HIGH],
      rows: [
        { label: 'to', value: RECEIVER },
        { label: 'amount', value: '0.001 BTC' },
        { label: 'network fee', value: '0.001269 BTC' },
        { label: 'fee rate', value: '900 sat/vB' },
      ],
      items: [
        {
          title: 'Input 0 (yours)',
          rows: [
            { label: 'spends from', value: PAYMENT },
            { label: 'amount', value: '1 BTC' },
            { label: 'owner', value: 'your payment address' },
            {
              label: 'you sign it',
              value: 'yes (SIGHASH_ALL): the signature covers every input and output as shown',
            },
          ],
        },
        {
          title: 'Output 0',
          rows: [
            { label: 'to', value: RECEIVER },
            { label: 'amount', value: '0.001 BTC' },
          ],
        },
        {
          title: 'Output 1 (change)',
          rows: [
            { label: 'to', value: PAYMENT },
            { label: 'amount', value: '0.997731 BTC' },
            { label: 'change', value: 'back to your payment address' },
          ],
        },
      ],
      itemsLabel: '1 input, 2 outputs',
    })
  })

  it("signPsbt: someone else's input, a special sighash left as its name (its warning says what it means)", () => {
    const described = describeBitcoinRequest({
      method: 'signPsbt',
      params: {
        warnings: ['Input 1: SIGHASH_NONE: outputs can be changed after you sign'],
        fee: 'unknown (the PSBT does not give every spent amount)',
        feeRate: 'unknown',
        broadcast: 'no',
        outputs: [{ index: 0, to: 'OP_RETURN data (unspendable)', amount: '0 BTC' }],
        inputs: [
          { index: 0, from: RECEIVER, amount: '0.5 BTC', yours: 'no', sign: 'no' },
          {
            index: 1,
            from: PAYMENT,
            amount: '1 BTC',
            yours: 'payment',
            sign: 'yes (SIGHASH_NONE)',
          },
        ],
      },
    })!
    expect(described.title).toBe('Sign a transaction (PSBT)')
    expect(described.warnings).toEqual([
      'Input 1: SIGHASH_NONE: outputs can be changed after you sign',
    ])
    expect(described.rows).toContainEqual({ label: 'broadcast', value: 'no' })
    expect(described.items![0]).toEqual({
      title: 'Input 0',
      rows: [
        { label: 'spends from', value: RECEIVER },
        { label: 'amount', value: '0.5 BTC' },
        { label: 'owner', value: 'not you' },
        { label: 'you sign it', value: 'no' },
      ],
    })
    expect(described.items![1]!.rows[3]).toEqual({
      label: 'you sign it',
      value: 'yes (SIGHASH_NONE)',
    })
    expect(described.itemsLabel).toBe('2 inputs, 1 output')
  })

  it('a wallet that sends itself: no PSBT, no list', () => {
    const { outputs: _o, inputs: _i, ...shown } = sendShown
    const described = describeBitcoinRequest({ method: 'sendTransfer', params: shown })!
    expect(described.items).toBeUndefined()
    expect(described.rows).toHaveLength(4)
  })

  it('signMessage: the message, the address and the protocol', () => {
    expect(
      describeBitcoinRequest({
        method: 'signMessage',
        params: { address: PAYMENT, message: 'Hello <b>you</b>', protocol: 'ECDSA' },
      }),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'address', value: PAYMENT },
        { label: 'protocol', value: 'ECDSA' },
      ],
      message: 'Hello <b>you</b>',
    })
    expect(
      describeBitcoinRequest({ method: 'signMessage', params: { message: 'hi' } })!.rows,
    ).toEqual([{ label: 'protocol', value: 'BIP-322' }])
  })

  it('an unknown method has no description', () => {
    expect(describeBitcoinRequest({ method: 'getAccountAddresses', params: {} })).toBeUndefined()
  })

  it.each([
    ['signMessage', { message: 7 }],
    ['signMessage', undefined],
    ['signPsbt', { psbt: 'cHNidP8B' }],
    ['sendTransfer', { ...sendShown, outputs: [{ index: 0, to: RECEIVER }] }],
    ['sendTransfer', { ...sendShown, warnings: 'high' }],
  ])('%s with malformed params %j: InvalidRequestParamsError', (method, params) => {
    expect(() => describeBitcoinRequest({ method, params })).toThrow(InvalidRequestParamsError)
  })

  it("English: the gate's real summaries word for word (what is signed is what is read)", () => {
    const cases = [
      ['signPsbt', specialSummary()],
      ['signPsbt', highRateSummary()],
      ['sendTransfer', walletSetSummary()],
    ] as const
    for (const [method, shown] of cases) {
      const described = describeBitcoinRequest({ method, params: shown })!
      expect(described.warnings).toEqual('warnings' in shown ? shown.warnings : undefined)
      expect(described.rows!.map((r) => r.value)).toEqual([
        ...('to' in shown ? [shown.to, shown.amount] : []),
        shown.fee,
        shown.feeRate,
        ...('broadcast' in shown ? [shown.broadcast] : []),
      ])
      const inputs = 'inputs' in shown ? shown.inputs : []
      const outputs = 'outputs' in shown ? shown.outputs : []
      expect(described.items ?? []).toHaveLength(inputs.length + outputs.length)
      inputs.forEach((input, i) => {
        const [from, amount, , sign] = described.items![i]!.rows.map((r) => r.value)
        expect([from, amount]).toEqual([input.from, input.amount])
        expect(sign).toBe(
          input.sign === 'yes (SIGHASH_ALL)'
            ? 'yes (SIGHASH_ALL): the signature covers every input and output as shown'
            : input.sign,
        )
      })
      outputs.forEach((output, i) => {
        const values = described.items![inputs.length + i]!.rows.map((r) => r.value)
        expect(values).toEqual([
          output.to,
          output.amount,
          ...(output.change ? [output.change] : []),
        ])
      })
    }
    // The phrases themselves, as the gate wrote them before they were in psbtWords.
    const special = specialSummary()
    expect(special.inputs.map((i) => [i.from, i.amount, i.sign])).toEqual([
      [regtestPayment.address, '1 BTC', 'yes (SIGHASH_NONE or SIGHASH_SINGLE)'],
      [
        regtestOrdinals.address,
        '0.0001 BTC',
        'yes (SIGHASH_NONE|ANYONECANPAY or SIGHASH_ALL|ANYONECANPAY or SIGHASH_SINGLE|ANYONECANPAY)',
      ],
      ['unknown (the PSBT does not say)', 'unknown (the PSBT does not say)', 'no'],
    ])
    expect(special.outputs.map((o) => o.change ?? o.to)).toEqual([
      bitcoinTestAccounts[2]!.payment.address,
      'OP_RETURN data (unspendable)',
      'script 75',
      'back to your payment address',
      'back to your ordinals address',
    ])
    expect([special.fee, special.feeRate]).toEqual([
      'unknown (the PSBT does not give every spent amount)',
      'unknown',
    ])
    expect(special.warnings).toEqual([
      'Input 0: SIGHASH_NONE: outputs can be changed after you sign: whoever holds this signature can send these coins anywhere',
      'Input 0: SIGHASH_SINGLE: only output 0 is fixed; the other outputs can be changed after you sign',
      'Input 1: SIGHASH_NONE|ANYONECANPAY: outputs can be changed and other inputs added after you sign: whoever holds this signature can send these coins anywhere',
      'Input 1: SIGHASH_ALL|ANYONECANPAY: other inputs can be added after you sign (the outputs stay as shown)',
      'Input 1: SIGHASH_SINGLE|ANYONECANPAY: only output 1 is fixed; the other outputs can be changed and other inputs added after you sign',
    ])
    expect(highRateSummary().warnings).toEqual([
      'The fee rate, ≈ 1000 sat/vB, is above 500 sat/vB, far above what the network usually asks: check the fee (0.00141 BTC) before you approve',
    ])
    expect(highRateSummary().broadcast).toBe('yes, once signed')
    expect(walletSetSummary().fee).toBe('≈ 0.0001 BTC (set by the wallet)')
  })

  // Issue 36 §1: "Every visible string (views, toasts, alerts, errors shown to visitors, aria
  // labels) comes from a typed message catalogue"; spec §4: "ApproveTransaction shows when a
  // wallet request is unsafe." The shell hands its translator: the labels and the summary's own
  // phrases (psbtWords) come through it; addresses, amounts, rates and SIGHASH names as written.
  describe("in the visitor's language (the shell's translator)", () => {
    const german: Record<string, Message> = {
      'request.sendBitcoin': 'Bitcoin senden',
      'request.signMessage': 'Eine Nachricht signieren',
      'request.inputs': { one: '{count} Eingang', other: '{count} Eingänge' },
      'request.outputs': { one: '{count} Ausgang', other: '{count} Ausgänge' },
      'request.pair': '{0}, {1}',
      'request.item.inputYours': 'Eingang {index} (deiner)',
      'request.item.output': 'Ausgang {index}',
      'request.item.outputChange': 'Ausgang {index} (Wechselgeld)',
      'request.row.to': 'an',
      'request.row.amount': 'Betrag',
      'request.row.networkFee': 'Netzwerkgebühr',
      'request.row.feeRate': 'Gebührensatz',
      'request.row.spendsFrom': 'gibt aus von',
      'request.row.owner': 'Inhaber',
      'request.row.youSign': 'du signierst',
      'request.row.change': 'Wechselgeld',
      'request.row.address': 'Adresse',
      'request.row.protocol': 'Protokoll',
      'request.value.yourPayment': 'deine Zahlungsadresse',
      'request.value.signsAll': '{sign}: Die Signatur deckt alle Ein- und Ausgänge wie gezeigt',
      'request.item.input': 'Eingang {index}',
      'request.row.broadcast': 'Übertragung',
      'request.value.notYou': 'nicht du',
      'request.value.yourOrdinals': 'deine Ordinals-Adresse',
      'request.value.opReturn': 'OP_RETURN-Daten (nicht ausgebbar)',
      'request.value.script': 'Skript {hex}',
      'request.value.unknown': 'unbekannt',
      'request.value.unknownPrevout': 'unbekannt (die PSBT sagt es nicht)',
      'request.value.unknownFee': 'unbekannt (die PSBT nennt nicht jeden ausgegebenen Betrag)',
      'request.value.no': 'nein',
      'request.value.signsWith': 'ja ({sighash})',
      'request.value.or': '{0} oder {1}',
      'request.value.changePayment': 'zurück an deine Zahlungsadresse',
      'request.value.changeOrdinals': 'zurück an deine Ordinals-Adresse',
      'request.value.change': 'zurück an deine {purpose}-Adresse',
      'request.value.broadcastOnceSigned': 'ja, sobald signiert',
      'request.value.feeSetByWallet': '≈ {fee} (von der Wallet festgelegt)',
      'request.warning.highFeeRate':
        'Der Gebührensatz {rate} liegt über {max} sat/vB: Prüfe die Gebühr ({fee}), bevor du genehmigst',
      'request.warning.sighashNone':
        'Eingang {index}: {sighash}: Ausgänge nach dem Signieren änderbar: Wer die Signatur hat, kann die Coins überallhin senden',
      'request.warning.sighashNoneAnyone':
        'Eingang {index}: {sighash}: Ausgänge änderbar und Eingänge hinzufügbar nach dem Signieren: Wer die Signatur hat, kann die Coins überallhin senden',
      'request.warning.sighashSingle':
        'Eingang {index}: {sighash}: Nur Ausgang {index} ist fest; die anderen sind nach dem Signieren änderbar',
      'request.warning.sighashSingleAnyone':
        'Eingang {index}: {sighash}: Nur Ausgang {index} ist fest; die anderen änderbar und Eingänge hinzufügbar nach dem Signieren',
      'request.warning.sighashAnyone':
        'Eingang {index}: {sighash}: Eingänge nach dem Signieren hinzufügbar (die Ausgänge bleiben wie gezeigt)',
    }
    const GERMAN_HIGH =
      'Der Gebührensatz 900 sat/vB liegt über 500 sat/vB: Prüfe die Gebühr (0.001269 BTC), bevor du genehmigst'
    /** The English each key came with, over every call below. */
    const used = new Map<string, Message>()
    const text: RequestText = (key, english, params) => {
      used.set(key, english)
      return formatMessage(german[key] ?? `⟦${key}⟧`, 'de', params)
    }

    it("every word from the translator, the summary's phrases too; addresses, amounts and rates as written", () => {
      expect(describeBitcoinRequest({ method: 'sendTransfer', params: sendShown }, text)).toEqual({
        title: 'Bitcoin senden',
        warnings: [GERMAN_HIGH],
        rows: [
          { label: 'an', value: RECEIVER },
          { label: 'Betrag', value: '0.001 BTC' },
          { label: 'Netzwerkgebühr', value: '0.001269 BTC' },
          { label: 'Gebührensatz', value: '900 sat/vB' },
        ],
        items: [
          {
            title: 'Eingang 0 (deiner)',
            rows: [
              { label: 'gibt aus von', value: PAYMENT },
              { label: 'Betrag', value: '1 BTC' },
              { label: 'Inhaber', value: 'deine Zahlungsadresse' },
              {
                label: 'du signierst',
                value: 'ja (SIGHASH_ALL): Die Signatur deckt alle Ein- und Ausgänge wie gezeigt',
              },
            ],
          },
          {
            title: 'Ausgang 0',
            rows: [
              { label: 'an', value: RECEIVER },
              { label: 'Betrag', value: '0.001 BTC' },
            ],
          },
          {
            title: 'Ausgang 1 (Wechselgeld)',
            rows: [
              { label: 'an', value: PAYMENT },
              { label: 'Betrag', value: '0.997731 BTC' },
              { label: 'Wechselgeld', value: 'zurück an deine Zahlungsadresse' },
            ],
          },
        ],
        itemsLabel: '1 Eingang, 2 Ausgänge',
      })
      expect(
        describeBitcoinRequest(
          { method: 'signMessage', params: { address: PAYMENT, message: 'hi' } },
          text,
        ),
      ).toEqual({
        title: 'Eine Nachricht signieren',
        rows: [
          { label: 'Adresse', value: PAYMENT },
          { label: 'Protokoll', value: 'BIP-322' },
        ],
        message: 'hi',
      })
    })

    it("the gate's real summaries: no English phrase of psbtWords left, the German shown", () => {
      const special = describeBitcoinRequest(
        { method: 'signPsbt', params: specialSummary() },
        text,
      )!
      const high = describeBitcoinRequest({ method: 'signPsbt', params: highRateSummary() }, text)!
      const walletSet = describeBitcoinRequest(
        { method: 'sendTransfer', params: walletSetSummary() },
        text,
      )!
      // Each phrase's English, and its template's literal parts of four characters or more.
      const fragments = Object.values(PSBT_WORDS).flatMap((english) =>
        english.split(/\{\w+\}/).filter((part) => part.length >= 4),
      )
      expect(fragments).toContain(' or ')
      for (const shown of [special, high, walletSet].flatMap(shownTexts)) {
        expect(psbtWordsIn(shown), shown).toBeUndefined()
        for (const fragment of fragments) expect(shown).not.toContain(fragment)
      }
      expect(special.warnings).toEqual([
        'Eingang 0: SIGHASH_NONE: Ausgänge nach dem Signieren änderbar: Wer die Signatur hat, kann die Coins überallhin senden',
        'Eingang 0: SIGHASH_SINGLE: Nur Ausgang 0 ist fest; die anderen sind nach dem Signieren änderbar',
        'Eingang 1: SIGHASH_NONE|ANYONECANPAY: Ausgänge änderbar und Eingänge hinzufügbar nach dem Signieren: Wer die Signatur hat, kann die Coins überallhin senden',
        'Eingang 1: SIGHASH_ALL|ANYONECANPAY: Eingänge nach dem Signieren hinzufügbar (die Ausgänge bleiben wie gezeigt)',
        'Eingang 1: SIGHASH_SINGLE|ANYONECANPAY: Nur Ausgang 1 ist fest; die anderen änderbar und Eingänge hinzufügbar nach dem Signieren',
      ])
      expect(special.rows).toEqual([
        {
          label: 'Netzwerkgebühr',
          value: 'unbekannt (die PSBT nennt nicht jeden ausgegebenen Betrag)',
        },
        { label: 'Gebührensatz', value: 'unbekannt' },
        { label: 'Übertragung', value: 'nein' },
      ])
      expect(special.items!.map((item) => [item.title, ...item.rows.map((r) => r.value)])).toEqual([
        [
          'Eingang 0 (deiner)',
          regtestPayment.address,
          '1 BTC',
          'deine Zahlungsadresse',
          'ja (SIGHASH_NONE oder SIGHASH_SINGLE)',
        ],
        [
          'Eingang 1 (deiner)',
          regtestOrdinals.address,
          '0.0001 BTC',
          'deine Ordinals-Adresse',
          'ja (SIGHASH_NONE|ANYONECANPAY oder SIGHASH_ALL|ANYONECANPAY oder SIGHASH_SINGLE|ANYONECANPAY)',
        ],
        [
          'Eingang 2',
          'unbekannt (die PSBT sagt es nicht)',
          'unbekannt (die PSBT sagt es nicht)',
          'nicht du',
          'nein',
        ],
        ['Ausgang 0', bitcoinTestAccounts[2]!.payment.address, '0.0005 BTC'],
        ['Ausgang 1', 'OP_RETURN-Daten (nicht ausgebbar)', '0 BTC'],
        ['Ausgang 2', 'Skript 75', '0.00001 BTC'],
        [
          'Ausgang 3 (Wechselgeld)',
          regtestPayment.address,
          '0.99 BTC',
          'zurück an deine Zahlungsadresse',
        ],
        [
          'Ausgang 4 (Wechselgeld)',
          regtestOrdinals.address,
          '0.0001 BTC',
          'zurück an deine Ordinals-Adresse',
        ],
      ])
      expect(high.warnings).toEqual([
        'Der Gebührensatz ≈ 1000 sat/vB liegt über 500 sat/vB: Prüfe die Gebühr (0.00141 BTC), bevor du genehmigst',
      ])
      expect(high.rows).toContainEqual({ label: 'Übertragung', value: 'ja, sobald signiert' })
      expect(high.items![0]!.rows[3]!.value).toBe(
        'ja (SIGHASH_ALL): Die Signatur deckt alle Ein- und Ausgänge wie gezeigt',
      )
      expect(walletSet.rows).toContainEqual({
        label: 'Netzwerkgebühr',
        value: '≈ 0.0001 BTC (von der Wallet festgelegt)',
      })
      // A purpose with no message of its own, in its template.
      expect(
        describeBitcoinRequest(
          {
            method: 'signPsbt',
            params: {
              fee: '0 BTC',
              feeRate: '1 sat/vB',
              outputs: [
                { index: 0, to: PAYMENT, amount: '0 BTC', change: 'back to your stacks address' },
              ],
            },
          },
          text,
        )!.items![0]!.rows[2],
      ).toEqual({ label: 'Wechselgeld', value: 'zurück an deine stacks-Adresse' })
    })

    it("every phrase of psbtWords is in the shell's catalogue with the same English", () => {
      const catalogue: Record<string, Message> = requestMessages
      for (const [key, english] of Object.entries(PSBT_WORDS))
        expect(catalogue[key], key).toEqual(english)
    })

    it("every key it uses is in the shell's catalogue with the same English", () => {
      describeBitcoinRequest(
        {
          method: 'signPsbt',
          params: {
            fee: '0 BTC',
            feeRate: 'unknown',
            broadcast: 'no',
            outputs: [{ index: 0, to: RECEIVER, amount: '0 BTC' }],
            inputs: [
              { index: 0, from: RECEIVER, amount: '0.5 BTC', yours: 'no', sign: 'no' },
              { index: 1, from: PAYMENT, amount: '1 BTC', yours: 'ordinals', sign: 'no' },
              { index: 2, from: PAYMENT, amount: '1 BTC', yours: 'stacks', sign: 'no' },
            ],
          },
        },
        text,
      )
      describeBitcoinRequest({ method: 'sendTransfer', params: sendShown }, text)
      describeBitcoinRequest({ method: 'signMessage', params: { message: 'hi' } }, text)
      describeBitcoinRequest({ method: 'signPsbt', params: specialSummary() }, text)
      describeBitcoinRequest({ method: 'signPsbt', params: highRateSummary() }, text)
      describeBitcoinRequest({ method: 'sendTransfer', params: walletSetSummary() }, text)
      expect(used.size).toBeGreaterThan(40)
      const catalogue: Record<string, Message> = requestMessages
      for (const [key, english] of used) expect(catalogue[key], key).toEqual(english)
    })
  })
})
