import type { Transaction, TransactionTransfer } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { isSpamTransaction } from './isSpamTransaction.js'

const fungible = (spam: boolean): TransactionTransfer => ({
  fungible_info: { symbol: 'USDC', flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})
const nft = (spam: boolean): TransactionTransfer => ({
  nft_info: { name: 'x', flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})
const tx = (transfers: TransactionTransfer[]): Transaction => ({
  id: 'x',
  metadata: {
    minedAt: '2025-01-01T00:00:00Z',
    chain: 'eip155:1',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers,
})

describe('isSpamTransaction (spec §5: "Transactions where every transfer is spam dropped")', () => {
  it('is true only when every transfer is flagged', () => {
    expect(isSpamTransaction(tx([fungible(true), nft(true)]))).toBe(true)
    expect(isSpamTransaction(tx([fungible(true), nft(false)]))).toBe(false)
    expect(isSpamTransaction(tx([fungible(false)]))).toBe(false)
  })

  it('an entry without transfers (approve, contract call) is not spam', () => {
    expect(isSpamTransaction(tx([]))).toBe(false)
  })
})
