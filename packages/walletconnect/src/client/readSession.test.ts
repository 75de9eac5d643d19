import { describe, expect, it } from 'vitest'
import { readSession } from './readSession.js'

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const session = (patch: Record<string, unknown> = {}) => ({
  topic: 'abc',
  pairingTopic: 'def',
  expiry: 1_900_000_000,
  acknowledged: true,
  namespaces: {
    eip155: {
      accounts: [`eip155:1:${A}`, `eip155:8453:${A}`],
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
  peer: {
    publicKey: 'x',
    metadata: {
      name: 'Remote',
      description: '',
      url: 'https://r.app',
      icons: ['https://r.app/i.png'],
    },
  },
  ...patch,
})

describe('readSession (a session is untrusted input)', () => {
  it('reads accounts, chains, methods, events and the wallet', () => {
    expect(readSession(session())).toEqual({
      topic: 'abc',
      pairingTopic: 'def',
      expiry: 1_900_000_000,
      peer: { name: 'Remote', icon: 'https://r.app/i.png' },
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          accounts: [
            { chainId: 'eip155:1', address: A },
            { chainId: 'eip155:8453', address: A },
          ],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })

  it("drops accounts and chains that break the CAIP grammar, keeps the rest (addresses are the adapters' to check)", () => {
    const read = readSession(
      session({
        namespaces: {
          eip155: {
            accounts: [
              `eip155:1:${A}`,
              'eip155:1:0x!nothex',
              42,
              'solana:x:y',
              `eip155:10:${B}`,
              null,
            ],
            chains: ['eip155:1', 'nonsense', 7, 'solana:abc'],
            methods: ['personal_sign', 3],
            events: 'chainChanged',
          },
        },
      }),
    )
    expect(read?.namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      accounts: [
        { chainId: 'eip155:1', address: A },
        { chainId: 'eip155:10', address: B },
      ],
      methods: ['personal_sign'],
      events: [],
    })
  })

  it('reads chain-scoped keys (eip155:1) and other namespaces; leaves unknown ones out', () => {
    const read = readSession(
      session({
        namespaces: {
          'eip155:1': { accounts: [`eip155:1:${A}`], methods: [], events: [] },
          solana: {
            accounts: [
              'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
            ],
            methods: ['solana_signMessage'],
            events: [],
          },
          unknownns: { accounts: ['unknownns:1:x'], methods: [], events: [] },
        },
      }),
    )
    expect(Object.keys(read?.namespaces ?? {})).toEqual(['eip155', 'solana'])
    expect(read?.namespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(read?.namespaces.solana?.accounts[0]?.chainId).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('a namespace without any usable account is left out', () => {
    const read = readSession(
      session({ namespaces: { eip155: { accounts: ['garbage'], methods: [], events: [] } } }),
    )
    expect(read?.namespaces).toEqual({})
  })

  it('the wallet’s name is plain trimmed text; icons only https: or inline images', () => {
    const meta = (metadata: unknown) => readSession(session({ peer: { metadata } }))?.peer
    expect(
      meta({ name: '  <b>Evil</b>  ', icons: ['javascript:alert(1)', 'http://x/i.png'] }),
    ).toEqual({
      name: '<b>Evil</b>',
      icon: undefined,
    })
    expect(meta({ name: 42, icons: ['data:image/png;base64,AA=='] })).toEqual({
      name: 'WalletConnect',
      icon: 'data:image/png;base64,AA==',
    })
    expect(meta({ name: 'x'.repeat(500), icons: 'nope' })?.name).toHaveLength(64)
    expect(readSession(session({ peer: undefined }))?.peer.name).toBe('WalletConnect')
  })

  it('an unusable session is undefined', () => {
    expect(readSession(undefined)).toBeUndefined()
    expect(readSession({ topic: '', expiry: 1, namespaces: {} })).toBeUndefined()
    expect(readSession(session({ expiry: 'soon' }))).toBeUndefined()
  })
})
