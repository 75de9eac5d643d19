import {
  InvalidRequestParamsError,
  type Message,
  type Network,
  type RequestText,
} from '@gangway/core'
import { formatMessage } from '@gangway/core/internal'
import { describe, expect, it } from 'vitest'
// The shell's catalogue of these words (its translators' source), to check the keys against.
import { requestMessages } from '../../../modal-shell/src/messages/account.js'
import { requestTextInEnglish as inEnglish } from '../internal/core.js'
import { describeEvmRequest as describeWith } from './describeEvmRequest.js'

/** The describer as the adapter calls it without a translator: in English. */
const describeEvmRequest = (
  r: Parameters<typeof describeWith>[0],
  n: Parameters<typeof describeWith>[1],
  t: RequestText = inEnglish,
) => describeWith(r, n, t)

const polygonLike = { nativeCurrency: { symbol: 'POL', decimals: 18 } } as Network
const to = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

describe('describeEvmRequest', () => {
  it('personal_sign: the message decoded to text, with the account', () => {
    expect(
      describeEvmRequest(
        { method: 'personal_sign', params: ['0x48656c6c6f2047616e67776179', to(1)] },
        undefined,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [{ label: 'account', value: to(1) }],
      message: 'Hello Gangway',
    })
  })

  it('personal_sign of bytes that are not UTF-8: shown as hex, and said so', () => {
    expect(
      describeEvmRequest({ method: 'personal_sign', params: ['0xff00', to(1)] }, undefined),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'account', value: to(1) },
        { label: 'message', value: 'bytes, not text (shown as hex)' },
      ],
      message: '0xff00',
    })
  })

  // Spec §6 "Unsafe (need approval): … wallet_sendCalls": every call shown, summarised.
  it('wallet_sendCalls: every call (to, value in the native currency, selector)', () => {
    const calls = Array.from({ length: 40 }, (_, i) => ({
      to: to(i + 1),
      value: i === 30 ? '0xde0b6b3a7640000' : '0x0',
      data: i === 0 ? undefined : `0xa9059cbb${'00'.repeat(64)}`,
    }))
    const described = describeEvmRequest(
      { method: 'wallet_sendCalls', params: [{ chainId: '0x89', from: to(9), calls }] },
      polygonLike,
    )!
    expect(described.title).toBe('Send a batch of calls')
    expect(described.itemsLabel).toBe('40 calls')
    expect(described.rows).toEqual([
      { label: 'from', value: to(9) },
      { label: 'chain', value: '137' },
    ])
    expect(described.items).toHaveLength(40)
    expect(described.items![30]).toEqual({
      rows: [
        { label: 'to', value: to(31) },
        { label: 'value', value: '1 POL' },
        { label: 'function', value: '0xa9059cbb (68 bytes)' },
      ],
    })
    expect(described.items![0]!.rows[2]).toEqual({
      label: 'function',
      value: 'none (plain transfer)',
    })
  })

  it('eth_sendTransaction: to, value (hex, decimal or bigint) and function; a deployment says so', () => {
    expect(
      describeEvmRequest(
        { method: 'eth_sendTransaction', params: [{ from: to(1), to: to(2), value: 10n ** 17n }] },
        undefined,
      ),
    ).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'from', value: to(1) },
        { label: 'to', value: to(2) },
        { label: 'value', value: '0.1 ETH' },
        { label: 'function', value: 'none (plain transfer)' },
      ],
    })
    expect(
      describeEvmRequest(
        { method: 'eth_sendTransaction', params: [{ value: '5', data: '0x60806040aa' }] },
        undefined,
      )!.rows,
    ).toEqual([
      { label: 'to', value: 'none (creates a contract)' },
      { label: 'value', value: '0.000000000000000005 ETH' },
      { label: 'function', value: '0x60806040 (5 bytes)' },
    ])
  })

  it("eth_signTypedData_v4: the primary type, the domain's fields and the message", () => {
    const data = {
      domain: { name: 'Permit2', chainId: 1, verifyingContract: to(3) },
      primaryType: 'PermitSingle',
      types: {},
      message: { spender: to(4) },
    }
    expect(
      describeEvmRequest(
        { method: 'eth_signTypedData_v4', params: [to(1), JSON.stringify(data)] },
        undefined,
      ),
    ).toEqual({
      title: 'Sign typed data',
      rows: [
        { label: 'account', value: to(1) },
        { label: 'primary type', value: 'PermitSingle' },
        { label: 'domain name', value: 'Permit2' },
        { label: 'domain chainId', value: '1' },
        { label: 'domain verifyingContract', value: to(3) },
      ],
      message: JSON.stringify({ spender: to(4) }, null, 2),
    })
  })

  it('the other unsafe methods by their title; an unknown method has no description', () => {
    expect(
      describeEvmRequest({ method: 'wallet_grantPermissions', params: [{}] }, undefined),
    ).toEqual({
      title: 'Grant permissions',
    })
    expect(describeEvmRequest({ method: 'eth_call', params: [] }, undefined)).toBeUndefined()
  })

  it.each([
    ['personal_sign', ['hello', to(1)]],
    ['personal_sign', undefined],
    ['eth_signTypedData_v4', [to(1), '{not json']],
    ['eth_signTypedData_v4', [to(1), { domain: {} }]],
    ['eth_sendTransaction', ['0x']],
    ['eth_sendTransaction', [{ to: to(1), value: 'lots' }]],
    ['eth_sendTransaction', [{ to: to(1), data: '<script>' }]],
    ['wallet_sendCalls', [{ calls: 'all' }]],
    ['wallet_sendCalls', [{ calls: [null] }]],
    ['wallet_sendCalls', [{ chainId: 'one', calls: [] }]],
  ])('%s with malformed params %j: InvalidRequestParamsError', (method, params) => {
    expect(() => describeEvmRequest({ method, params }, undefined)).toThrow(
      InvalidRequestParamsError,
    )
  })

  // Issue 36 §1: "Every visible string (views, toasts, alerts, errors shown to visitors, aria
  // labels) comes from a typed message catalogue"; spec §4: "ApproveTransaction shows when a
  // wallet request is unsafe." The shell hands its translator; values stay as they are.
  describe("in the visitor's language (the shell's translator)", () => {
    const german: Record<string, Message> = {
      'request.signMessage': 'Eine Nachricht signieren',
      'request.sendCalls': 'Mehrere Aufrufe senden',
      'request.sendTransaction': 'Eine Transaktion senden',
      'request.signTypedData': 'Strukturierte Daten signieren',
      'request.calls': { one: '{count} Aufruf', other: '{count} Aufrufe' },
      'request.row.account': 'Konto',
      'request.row.message': 'Nachricht',
      'request.row.from': 'von',
      'request.row.to': 'an',
      'request.row.value': 'Betrag',
      'request.row.function': 'Funktion',
      'request.row.chain': 'Chain',
      'request.row.primaryType': 'Primärtyp',
      'request.row.domain': 'Domain: {field}',
      'request.value.notTextHex': 'Bytes, kein Text (als Hex angezeigt)',
      'request.value.createsContract': 'keiner (erstellt einen Vertrag)',
      'request.value.plainTransfer': 'keine (einfache Überweisung)',
      'request.value.selector': {
        one: '{selector} ({count} Byte)',
        other: '{selector} ({count} Bytes)',
      },
    }
    /** The English each key came with, over every call below. */
    const used = new Map<string, Message>()
    const text: RequestText = (key, english, params) => {
      used.set(key, english)
      return formatMessage(german[key] ?? `⟦${key}⟧`, 'de', params)
    }

    it('every word from the translator: title, labels, fixed values, the plural count', () => {
      const calls = [
        { to: to(2), value: '0x0' },
        { to: to(3), value: '0xde0b6b3a7640000', data: `0xa9059cbb${'00'.repeat(64)}` },
      ]
      expect(
        describeEvmRequest(
          { method: 'wallet_sendCalls', params: [{ chainId: '0x89', from: to(9), calls }] },
          polygonLike,
          text,
        ),
      ).toEqual({
        title: 'Mehrere Aufrufe senden',
        rows: [
          { label: 'von', value: to(9) },
          { label: 'Chain', value: '137' },
        ],
        items: [
          {
            rows: [
              { label: 'an', value: to(2) },
              { label: 'Betrag', value: '0 POL' },
              { label: 'Funktion', value: 'keine (einfache Überweisung)' },
            ],
          },
          {
            rows: [
              { label: 'an', value: to(3) },
              { label: 'Betrag', value: '1 POL' },
              { label: 'Funktion', value: '0xa9059cbb (68 Bytes)' },
            ],
          },
        ],
        itemsLabel: '2 Aufrufe',
      })
      expect(
        describeEvmRequest(
          { method: 'eth_sendTransaction', params: [{ data: '0x60806040aa' }] },
          undefined,
          text,
        )!.rows![0],
      ).toEqual({ label: 'an', value: 'keiner (erstellt einen Vertrag)' })
      expect(
        describeEvmRequest({ method: 'personal_sign', params: ['0xff00', to(1)] }, undefined, text),
      ).toEqual({
        title: 'Eine Nachricht signieren',
        rows: [
          { label: 'Konto', value: to(1) },
          { label: 'Nachricht', value: 'Bytes, kein Text (als Hex angezeigt)' },
        ],
        message: '0xff00',
      })
      const typed = { domain: { name: 'Permit2' }, primaryType: 'PermitSingle', message: {} }
      expect(
        describeEvmRequest(
          { method: 'eth_signTypedData_v4', params: [to(1), JSON.stringify(typed)] },
          undefined,
          text,
        )!.rows,
      ).toEqual([
        { label: 'Konto', value: to(1) },
        { label: 'Primärtyp', value: 'PermitSingle' },
        { label: 'Domain: name', value: 'Permit2' },
      ])
    })

    it("every key it uses is in the shell's catalogue with the same English", () => {
      for (const method of [
        'eth_sendUserOperation',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
      ])
        describeEvmRequest({ method, params: [{}] }, undefined, text)
      describeEvmRequest({ method: 'personal_sign', params: ['0x6869', to(1)] }, undefined, text)
      describeEvmRequest(
        { method: 'eth_sendTransaction', params: [{ from: to(1), to: to(2), data: '0x12345678' }] },
        undefined,
        text,
      )
      describeEvmRequest(
        { method: 'wallet_sendCalls', params: [{ calls: [{ to: to(1) }] }] },
        undefined,
        text,
      )
      expect(used.size).toBeGreaterThan(10)
      const catalogue: Record<string, Message> = requestMessages
      for (const [key, english] of used) expect(catalogue[key], key).toEqual(english)
    })
  })
})
