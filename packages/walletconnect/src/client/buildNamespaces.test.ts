import { evmAdapter } from '@gangway/adapter-evm'
import type { Adapter } from '@gangway/core'
import { base, bitcoin, mainnet, solana } from '@gangway/core/networks'
import { createFakeAdapter, createToyAdapter, toyNetwork } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import { eip155Namespace } from '../../test/eip155Namespace.js'
import { AdapterNotFoundError } from '../internal/core.js'
import { buildNamespaces } from './buildNamespaces.js'

type Setup = Parameters<typeof buildNamespaces>[0]
const engine = (networks: Setup['config']['networks'], adapters: Adapter[]) =>
  ({
    config: { networks },
    adapters: new Map(adapters.map((a) => [a.namespace, a])),
  }) as unknown as Setup
const fake = (namespace: string) =>
  createFakeAdapter({ namespace, address: '0x1', balance: '0', reconnect: 'fail' }).instance
/** An adapter that takes remote wallets and asks for these methods and events. */
const remoteCapable = (namespace: string, methods: string[], events: string[] = []): Adapter => ({
  ...fake(namespace),
  addRemoteConnector: () => () => {},
  walletConnect: { load: async () => ({ methods, events }) },
})

describe('buildNamespaces', () => {
  it('eip155: the configured EVM networks with the EVM adapter’s methods and events', async () => {
    expect(await buildNamespaces(engine([mainnet, base], [evmAdapter().create()]))).toEqual(
      await eip155Namespace(['eip155:1', 'eip155:8453']),
    )
  })

  it('other families only when such an adapter takes remote wallets, with its own methods', async () => {
    const networks = [mainnet, solana, bitcoin] as const
    const evm = evmAdapter().create()
    const evmOnly = await buildNamespaces(engine(networks, [evm]))
    expect(Object.keys(evmOnly)).toEqual(['eip155'])
    const all = await buildNamespaces(
      engine(networks, [
        evm,
        remoteCapable('solana', [
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAndSendTransaction',
          'solana_signAllTransactions',
        ]),
        remoteCapable('bip122', ['signMessage', 'sendTransfer', 'signPsbt']),
      ]),
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

  it('a made-up family is proposed from its adapter alone (no family known here)', async () => {
    const toy = { ...createToyAdapter(), ...remoteCapable('toy', ['toy_sign'], ['toyEvent']) }
    expect(await buildNamespaces(engine([toyNetwork], [toy]))).toEqual({
      toy: { chains: ['toy:1'], methods: ['toy_sign'], events: ['toyEvent'] },
    })
  })

  it('an adapter without addRemoteConnector or walletConnect is skipped; none left is AdapterNotFoundError', async () => {
    const plain = fake('eip155')
    await expect(buildNamespaces(engine([mainnet], [plain]))).rejects.toThrow(AdapterNotFoundError)
    const noCapability = { ...fake('eip155'), addRemoteConnector: () => () => {} }
    await expect(buildNamespaces(engine([mainnet], [noCapability]))).rejects.toThrow(
      AdapterNotFoundError,
    )
  })
})
