import { base, bitcoin, mainnet, solana } from '@gangway/core/networks'
import { createFakeAdapter } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import { AdapterNotFoundError } from '../internal/core.js'
import { buildNamespaces } from './buildNamespaces.js'

type Setup = Parameters<typeof buildNamespaces>[0]
const engine = (networks: Setup['config']['networks'], adapters: Setup['config']['adapters']) =>
  ({
    config: { networks, adapters },
    adapters: new Map(adapters.map((a) => [a.namespace, a])),
  }) as unknown as Setup
const fake = (namespace: 'eip155' | 'solana' | 'bip122') =>
  createFakeAdapter({ namespace, address: '0x1', balance: '0', reconnect: 'fail' }).adapter
const remoteCapable = (namespace: 'eip155' | 'solana' | 'bip122') => {
  const adapter = fake(namespace)
  return Object.assign(adapter, { addRemoteConnector: () => () => {} })
}

describe('buildNamespaces', () => {
  it('eip155: the configured EVM networks with the EVM methods and events', () => {
    expect(buildNamespaces(engine([mainnet, base], [remoteCapable('eip155')]))).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:8453'],
        methods: [
          'personal_sign',
          'eth_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
          'wallet_getCapabilities',
          'wallet_sendCalls',
          'wallet_getCallsStatus',
        ],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })

  it('solana and bip122 only when such an adapter takes remote wallets', () => {
    const networks = [mainnet, solana, bitcoin] as const
    const evmOnly = buildNamespaces(engine(networks, [remoteCapable('eip155')]))
    expect(Object.keys(evmOnly)).toEqual(['eip155'])
    const all = buildNamespaces(
      engine(networks, [remoteCapable('eip155'), remoteCapable('solana'), remoteCapable('bip122')]),
    )
    expect(all.solana).toEqual({
      chains: [solana.caipNetworkId],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: [],
    })
    expect(all.bip122).toEqual({
      chains: [bitcoin.caipNetworkId],
      methods: ['signMessage', 'sendTransfer', 'signPsbt'],
      events: [],
    })
  })

  it('an adapter without addRemoteConnector is skipped; none left is AdapterNotFoundError', () => {
    const plain = fake('eip155')
    expect(() => buildNamespaces(engine([mainnet], [plain]))).toThrow(AdapterNotFoundError)
  })
})
