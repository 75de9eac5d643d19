import { expect, it } from 'vitest'
import { createWalletIds } from './createWalletIds.js'

it('gives each wallet of one name its own id, kept while it stays; a freed id is reused', () => {
  const ids = createWalletIds<{ name: string }>()
  const [a, b, c] = [{ name: 'Same' }, { name: 'Same' }, { name: 'Same' }]
  expect([ids.of(a), ids.of(b), ids.of(a)]).toEqual([
    'wallet-standard:Same',
    'wallet-standard:Same#2',
    'wallet-standard:Same',
  ])
  ids.forget(a)
  expect(ids.of(b)).toBe('wallet-standard:Same#2')
  expect(ids.of(c)).toBe('wallet-standard:Same')
})
