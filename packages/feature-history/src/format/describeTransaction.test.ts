import type { Transaction, TransactionTransfer } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

const tusd = (numeric: string, extra: Partial<TransactionTransfer> = {}): TransactionTransfer => ({
  fungible_info: { name: 'Test USD', symbol: 'TUSD', icon: { url: 'data:image/svg+xml,<svg/>' } },
  direction: 'in',
  quantity: { numeric },
  ...extra,
})

function tx(
  overrides: Partial<Transaction['metadata']> = {},
  transfers = [tusd('25')],
): Transaction {
  return {
    id: 'eip155:1:0xabc',
    metadata: {
      minedAt: '2025-03-04T10:00:00.000Z',
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: OTHER,
      sentTo: ME.toLowerCase(),
      hash: `0x${'ab'.repeat(32)}`,
      ...overrides,
    },
    transfers,
  }
}

describe('describeTransaction', () => {
  it('spec §9: plus for receive, deposit, borrow, claim', () => {
    for (const operationType of ['receive', 'deposit', 'borrow', 'claim']) {
      expect(describeTransaction(tx({ operationType }), ME).amounts).toEqual([
        { sign: '+', text: '25.000 TUSD' },
      ])
    }
  })

  it('spec §9: minus for withdraw, repay, burn; no sign for any other type', () => {
    for (const operationType of ['withdraw', 'repay', 'burn']) {
      expect(describeTransaction(tx({ operationType }), ME).amounts[0]?.sign).toBe('-')
    }
    for (const operationType of ['send', 'trade', 'mint', 'approve', 'something-new']) {
      expect(describeTransaction(tx({ operationType }), ME).amounts[0]?.sign).toBe('')
    }
  })

  it('spec §9: transaction amounts have 3 decimals, rounded half-up, exact for big numbers', () => {
    const amounts = (numeric: string) =>
      describeTransaction(tx({}, [tusd(numeric)]), ME).amounts[0]?.text
    expect(amounts('1.23456')).toBe('1.235 TUSD')
    expect(amounts('0.0005')).toBe('0.001 TUSD')
    expect(amounts('0.0004')).toBe('0.000 TUSD')
    expect(amounts('123456789012345678901234.5')).toBe('123456789012345678901234.500 TUSD')
  })

  it('the amounts in the locale shown: its decimal sign and digits (issue 36 §1)', () => {
    const amounts = (numeric: string, locale: string) =>
      describeTransaction(tx({}, [tusd(numeric)]), ME, undefined, locale).amounts[0]?.text
    expect(amounts('1234.56789', 'de')).toBe('1234,568 TUSD')
    expect(amounts('2.5', 'fa')).toBe('۲٫۵۰۰ TUSD')
    expect(amounts('1234.56789', 'en')).toBe('1234.568 TUSD')
  })

  it('titles the operation in the past tense, and capitalises types it does not know', () => {
    expect(describeTransaction(tx({ operationType: 'receive' }), ME).title).toBe('Received')
    expect(describeTransaction(tx({ operationType: 'send' }), ME).title).toBe('Sent')
    expect(describeTransaction(tx({ operationType: 'bridge' }), ME).title).toBe('Bridge')
  })

  it('names the counterparty from the account’s side, whatever the case of the addresses', () => {
    expect(describeTransaction(tx(), ME).counterparty).toEqual({
      direction: 'from',
      address: OTHER,
    })
    const sent = tx({ operationType: 'send', sentFrom: ME.toLowerCase(), sentTo: OTHER })
    expect(describeTransaction(sent, ME).counterparty).toEqual({ direction: 'to', address: OTHER })
  })

  it('keeps status and time; an unreadable time shows none', () => {
    const row = describeTransaction(tx({ status: 'failed' }), ME)
    expect(row.statusLabel).toBe('Failed')
    expect(row.minedAt?.toISOString()).toBe('2025-03-04T10:00:00.000Z')
    expect(describeTransaction(tx({ minedAt: 'yesterday-ish' }), ME).minedAt).toBeUndefined()
  })

  it('leaves spam transfers of a mixed transaction out, and shows an NFT by its name', () => {
    const spam = tusd('99', {
      fungible_info: { name: 'Claim', symbol: 'CLAIM', flags: { is_spam: true } },
    })
    const nft: TransactionTransfer = {
      nft_info: { name: 'Gangway Crew #3', flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    }
    const row = describeTransaction(tx({ operationType: 'receive' }, [spam, nft]), ME)
    expect(row.amounts).toEqual([{ sign: '+', text: 'Gangway Crew #3' }])
    expect(row.image.name).toBe('Gangway Crew #3')
  })

  it('drops an amount that is not a number instead of showing NaN', () => {
    expect(describeTransaction(tx({}, [tusd('12abc')]), ME).amounts).toEqual([])
  })

  it('passes only safe icon URLs on', () => {
    const icon = (url: string) =>
      describeTransaction(
        tx({}, [tusd('1', { fungible_info: { symbol: 'TUSD', icon: { url } } })]),
        ME,
      ).image.url
    expect(icon('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
    expect(icon('https://cdn.example/t.png')).toBe('https://cdn.example/t.png')
    expect(icon('javascript:alert(1)')).toBeUndefined()
    expect(icon('http://tracker.example/t.png')).toBeUndefined()
  })
})
