import { InvalidRequestParamsError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { describeBitcoinRequest } from './describeBitcoinRequest.js'

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
})
