import { describe, expect, it } from 'vitest'
import type { Connector } from '../internal/core.js'
import { uniqueConnectors } from './uniqueConnectors.js'

const evm: Connector = { id: 'dev.example', name: 'Example', type: 'ANNOUNCED', chain: 'eip155' }
const sol: Connector = {
  id: 'wallet-standard:Example',
  name: 'Example',
  type: 'ANNOUNCED',
  chain: 'solana',
}

describe('uniqueConnectors', () => {
  it('lists a connector once by id, and never the AUTH one', () => {
    const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }
    expect(uniqueConnectors([evm, evm, auth])).toEqual([evm])
  })

  it("lists a multi-chain wallet once: the active namespace's connector in the first one's place", () => {
    const other: Connector = { id: 'other', name: 'Other', type: 'INJECTED', chain: 'eip155' }
    expect(uniqueConnectors([evm, other, sol], 'eip155')).toEqual([evm, other])
    expect(uniqueConnectors([evm, other, sol], 'solana')).toEqual([sol, other])
    expect(uniqueConnectors([evm, other, sol])).toEqual([evm, other])
  })

  it('keeps two wallets of one name in the same namespace, and remote connectors apart', () => {
    const twin = { ...evm, id: 'dev.example.2' }
    const remote: Connector = { ...sol, id: 'walletConnect', type: 'EXTERNAL' }
    expect(uniqueConnectors([evm, twin, remote], 'eip155')).toEqual([evm, twin, remote])
  })
})
