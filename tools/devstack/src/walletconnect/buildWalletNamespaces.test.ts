import { describe, expect, it } from 'vitest'
import { buildWalletNamespaces } from './buildWalletNamespaces.js'

const base = {
  chainIds: [1, 8453],
  addresses: ['0xA', '0xB'],
  methods: ['personal_sign'],
  events: ['chainChanged'],
}

describe('buildWalletNamespaces', () => {
  it('approves the requested chains the wallet has, every account on each, all its methods', () => {
    expect(
      buildWalletNamespaces({
        ...base,
        requiredNamespaces: { eip155: { chains: ['eip155:8453'], methods: [], events: [] } },
        optionalNamespaces: {
          eip155: { chains: ['eip155:10', 'eip155:1', 'eip155:8453'], methods: ['eth_sign'] },
        },
      }),
    ).toEqual({
      eip155: {
        chains: ['eip155:8453', 'eip155:1'],
        accounts: ['eip155:8453:0xA', 'eip155:8453:0xB', 'eip155:1:0xA', 'eip155:1:0xB'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    })
  })

  it('reads chains from namespace keys ("eip155:1") too', () => {
    expect(
      buildWalletNamespaces({ ...base, optionalNamespaces: { 'eip155:1': { methods: [] } } }).eip155
        ?.chains,
    ).toEqual(['eip155:1'])
  })

  it('offers every chain for an empty proposal and nothing when nothing overlaps', () => {
    expect(buildWalletNamespaces(base).eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(
      buildWalletNamespaces({
        ...base,
        optionalNamespaces: { eip155: { chains: ['eip155:137'] } },
      }),
    ).toEqual({})
  })

  it('adds a solana namespace only when a Solana hook has a requested chain', () => {
    const solana = {
      chains: ['solana:dev'],
      accounts: ['So1'],
      methods: ['solana_signMessage'],
    }
    const requested = {
      ...base,
      solana,
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'] },
        solana: { chains: ['solana:dev', 'solana:main'] },
      },
    }
    expect(buildWalletNamespaces(requested).solana).toEqual({
      chains: ['solana:dev'],
      accounts: ['solana:dev:So1'],
      methods: ['solana_signMessage'],
      events: [],
    })
    expect(buildWalletNamespaces({ ...requested, solana: undefined }).solana).toBeUndefined()
  })
})
