import { describe, expect, it } from 'vitest'
import type { WalletListEntry } from '../../types.js'
import { filterWallets } from './filterWallets.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { walletDisplayName } from './walletDisplayName.js'

const w = (id: string, name: string, rdns?: string): WalletListEntry => ({
  id,
  name,
  ...(rdns ? { rdns } : {}),
})

describe('wallet list rules (spec §5)', () => {
  it("treats 'Trust Wallet' as 'Trust' and leaves other names alone", () => {
    expect(walletDisplayName('Trust Wallet')).toBe('Trust')
    expect(walletDisplayName('Trust Wallet Pro')).toBe('Trust Wallet Pro')
    expect(filterWallets([w('t', 'Trust Wallet')]).map((x) => x.name)).toEqual(['Trust'])
  })

  it('hides excluded wallets by rdns or case-insensitive name', () => {
    expect(isWalletExcluded({ name: 'MetaMask', rdns: 'io.metamask' }, ['IO.METAMASK'])).toBe(true)
    expect(isWalletExcluded({ name: 'MetaMask' }, ['metamask'])).toBe(true)
    expect(isWalletExcluded({ name: 'MetaMask Flask' }, ['metamask'])).toBe(false)
    expect(isWalletExcluded({ name: 'X', rdns: null }, [''])).toBe(false)
    const out = filterWallets(
      [w('1', 'MetaMask', 'io.metamask'), w('2', 'Rabby', 'io.rabby'), w('3', 'Zerion')],
      { excludeWallets: ['io.rabby', 'ZERION'] },
    )
    expect(out.map((x) => x.id)).toEqual(['1'])
  })

  it('filters duplicates by rdns and id against announced wallets, recent wallets and itself', () => {
    const out = filterWallets(
      [
        w('a', 'Announced', 'com.announced'),
        w('b', 'Explorer twin'),
        w('c', 'Recent by id'),
        w('d', 'Recent by rdns', 'com.recent'),
        w('e', 'Kept', 'com.kept'),
        w('e', 'Kept twice'),
        w('f', 'Same rdns as e', 'COM.KEPT'),
      ],
      {
        connectors: [
          { id: 'com.announced', name: 'Announced', type: 'ANNOUNCED', chain: 'eip155' },
          { id: 'x', name: 'Explorer twin', type: 'EXTERNAL', chain: 'eip155', explorerId: 'b' },
        ],
        recent: [
          { id: 'c', name: 'Recent by id' },
          { id: 'com.recent', name: 'Recent by rdns', rdns: 'com.recent' },
        ],
      },
    )
    expect(out.map((x) => x.name)).toEqual(['Kept'])
  })
})
