import type { Transaction, TransactionTransfer } from '@gangway/core'
import { expect, it } from 'vitest'
import { filterTransactions } from './filterTransactions.js'

const transfer = (spam: boolean): TransactionTransfer => ({
  nft_info: { name: 'x', flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})
const tx = (id: string, chain: string, transfers: TransactionTransfer[]): Transaction => ({
  id,
  metadata: {
    minedAt: '2025-01-01T00:00:00Z',
    chain,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers,
})

it('spec §5: drops transactions where every transfer is spam, keeps mixed and empty ones', () => {
  const shown = filterTransactions(
    [
      tx('spam', 'eip155:1', [transfer(true), transfer(true)]),
      tx('mixed', 'eip155:1', [transfer(true), transfer(false)]),
      tx('call', 'eip155:1', []),
    ],
    'eip155:1',
  )
  expect(shown.map((t) => t.id)).toEqual(['mixed', 'call'])
})

it('spec §5: keeps only the connected chain', () => {
  const shown = filterTransactions(
    [tx('a', 'eip155:1', []), tx('b', 'eip155:8453', []), tx('c', 'eip155:1', [])],
    'eip155:1',
  )
  expect(shown.map((t) => t.id)).toEqual(['a', 'c'])
})
