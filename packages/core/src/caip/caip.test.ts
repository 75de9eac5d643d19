import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/catalogue.js'
import { base, mainnet, solana } from '../networks/index.js'
import { findNetwork } from './findNetwork.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { toCaipAddress } from './toCaipAddress.js'
import { toCaipNetworkId } from './toCaipNetworkId.js'

// Spec §5: "Account addresses: three colon-separated parts; network ids: two parts; else
// 'Invalid CAIP-10 address' / 'Invalid CAIP-2 network id'".

describe('parseCaipAddress', () => {
  it('splits a valid CAIP-10 address', () => {
    expect(parseCaipAddress('eip155:1:0xAbC')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xAbC',
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    '',
    'eip155',
    'eip155:1',
    'eip155:1:0xabc:extra',
    ':1:0xabc',
    'eip155::0xabc',
    'eip155:1:',
    '::',
  ])('throws "Invalid CAIP-10 address" for %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
  })

  it('throws for a non-string at runtime', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow(InvalidCaipAddressError)
  })
})

describe('parseCaipNetworkId', () => {
  it('splits a valid CAIP-2 id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['', 'eip155', 'eip155:1:0xabc', ':1', 'eip155:', ':'])(
    'throws "Invalid CAIP-2 network id" for %j',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
    },
  )
})

describe('toCaipNetworkId / toCaipAddress', () => {
  it('builds ids that parse back', () => {
    expect(toCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    const caip = toCaipAddress(base, '0xabc')
    expect(caip).toBe('eip155:8453:0xabc')
    expect(parseCaipAddress(caip).caipNetworkId).toBe(base.caipNetworkId)
  })

  it('refuses parts that would not round-trip', () => {
    expect(() => toCaipNetworkId('', '1')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipNetworkId('eip155', '')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipNetworkId('eip155', 'a:b')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipAddress(mainnet, '')).toThrow(InvalidCaipAddressError)
    expect(() => toCaipAddress(mainnet, 'a:b')).toThrow(InvalidCaipAddressError)
  })
})

describe('findNetwork', () => {
  const networks = [mainnet, base, solana]

  it('finds by CAIP-2 id, numeric id, decimal string and EIP-1193 hex chain id', () => {
    expect(findNetwork(networks, 'eip155:8453')).toBe(base)
    expect(findNetwork(networks, 8453)).toBe(base)
    expect(findNetwork(networks, '8453')).toBe(base)
    expect(findNetwork(networks, '0x2105')).toBe(base)
    expect(findNetwork(networks, '0x1')).toBe(mainnet)
    expect(findNetwork(networks, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  it('returns undefined for a network that is not configured (spec §5)', () => {
    expect(findNetwork(networks, 'eip155:10')).toBeUndefined()
    expect(findNetwork(networks, 10)).toBeUndefined()
    expect(findNetwork(networks, '0xa')).toBeUndefined()
  })
})
