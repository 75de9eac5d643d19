import { InvalidRequestParamsError, type Message, type RequestText } from '@gangway/core'
import { formatMessage } from '@gangway/core/internal'
import { describe, expect, it } from 'vitest'
// The shell's catalogue of these words (its translators' source), to check the keys against.
import { requestMessages } from '../../../modal-shell/src/messages/account.js'
import { requestTextInEnglish as inEnglish } from '../internal/core.js'
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

  // Issue 36 §1: "Every visible string (views, toasts, alerts, errors shown to visitors, aria
  // labels) comes from a typed message catalogue"; spec §4: "ApproveTransaction shows when a
  // wallet request is unsafe." The shell hands its translator; the gate's values stay as written.
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
    }
    /** The English each key came with, over every call below. */
    const used = new Map<string, Message>()
    const text: RequestText = (key, english, params) => {
      used.set(key, english)
      return formatMessage(german[key] ?? `⟦${key}⟧`, 'de', params)
    }

    it('every word from the translator; the summary the gate wrote as it is', () => {
      expect(describeBitcoinRequest({ method: 'sendTransfer', params: sendShown }, text)).toEqual({
        title: 'Bitcoin senden',
        warnings: [HIGH],
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
                value: 'yes (SIGHASH_ALL): Die Signatur deckt alle Ein- und Ausgänge wie gezeigt',
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
              { label: 'Wechselgeld', value: 'back to your payment address' },
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
      expect(used.size).toBeGreaterThan(25)
      const catalogue: Record<string, Message> = requestMessages
      for (const [key, english] of used) expect(catalogue[key], key).toEqual(english)
    })
  })
})
