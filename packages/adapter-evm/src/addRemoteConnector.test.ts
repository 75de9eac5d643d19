import { ProviderNotFoundError } from '@gangway/core'
import { createTestWallet } from '@gangway/devstack'
import { createTestContext } from '@gangway/testkit'
import { describe, expect, inject, onTestFinished, test } from 'vitest'
import { base, mainnet } from '../test/setupWallet.js'
import { createEvmAdapter } from './evmAdapter.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

/** An adapter set up in a page with no injected wallet, and a real wallet that is not announced. */
function setup() {
  const devChain = inject('devChain')
  const rpcUrl = (chainId: number) => devChain.chains.find((c) => c.chainId === chainId)!.rpcUrl
  const wallet = createTestWallet({
    chains: devChain.chains,
    accounts: [devChain.accounts[2]!.privateKey],
  })
  const adapter = createEvmAdapter({
    rpcUrls: { 'eip155:1': [rpcUrl(1)], 'eip155:8453': [rpcUrl(8453)] },
  })
  const test = createTestContext({ networks: [mainnet, base] })
  onTestFinished(adapter.setup(test.ctx))
  const remote = {
    id: 'walletConnect',
    name: 'Remote Wallet',
    type: 'EXTERNAL' as const,
    chain: 'eip155' as const,
    imageUrl: ICON,
    provider: wallet.provider,
  }
  return { ...test, adapter, wallet, remote, address: devChain.accounts[2]!.address }
}

describe('addRemoteConnector (a WalletConnect session’s provider)', () => {
  test('connects through the remote provider and names the wallet for the Account view', async () => {
    const { adapter, remote, address } = setup()
    adapter.addRemoteConnector?.(remote)
    const result = await adapter.connect({ connectorId: 'walletConnect', network: base })
    expect(result).toEqual({
      accounts: [{ address, type: 'eoa' }],
      chainId: 8453,
      wallet: { name: 'Remote Wallet', type: 'EXTERNAL', icon: ICON },
    })
  })

  test('is not listed as an installed wallet', async () => {
    const { adapter, remote, connectorLists } = setup()
    adapter.addRemoteConnector?.(remote)
    await adapter.connect({ connectorId: 'walletConnect', network: mainnet })
    expect(connectorLists.flat().map((c) => c.id)).not.toContain('walletConnect')
  })

  test('reconnects silently through the remote provider (session restore)', async () => {
    const { adapter, remote, wallet, address } = setup()
    adapter.addRemoteConnector?.(remote)
    await adapter.connect({ connectorId: 'walletConnect', network: mainnet })
    const before = wallet.control.requests().length
    const result = await adapter.reconnect({ connectorId: 'walletConnect', network: mainnet })
    expect(result.accounts).toEqual([{ address, type: 'eoa' }])
    const methods = wallet.control
      .requests()
      .slice(before)
      .map((r) => r.method)
    expect(methods).toEqual(['eth_accounts', 'eth_chainId'])
  })

  test('the cleanup removes it: connecting again finds no provider', async () => {
    const { adapter, remote } = setup()
    const remove = adapter.addRemoteConnector?.(remote)
    remove?.()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: mainnet }),
    ).rejects.toBeInstanceOf(ProviderNotFoundError)
  })

  test('a newer connector with the same id replaces the older one', async () => {
    const { adapter, remote } = setup()
    adapter.addRemoteConnector?.(remote)
    adapter.addRemoteConnector?.({ ...remote, name: 'Second Session' })
    const result = await adapter.connect({ connectorId: 'walletConnect', network: mainnet })
    expect(result.wallet?.name).toBe('Second Session')
  })

  test('a connector without an EIP-1193 provider is refused', () => {
    const { adapter, remote } = setup()
    expect(() => adapter.addRemoteConnector?.({ ...remote, provider: {} })).toThrow(
      ProviderNotFoundError,
    )
  })

  test('disconnect revokes through the remote provider (how a session ends from the modal)', async () => {
    const { adapter, remote, wallet } = setup()
    adapter.addRemoteConnector?.(remote)
    await adapter.connect({ connectorId: 'walletConnect', network: mainnet })
    await adapter.disconnect({ connectorId: 'walletConnect' })
    expect(wallet.control.requests().at(-1)?.method).toBe('wallet_revokePermissions')
  })
})
