import { UserRejectedRequestError } from '@gangway/core'
import { verifyTypedData } from 'viem'
import { expect, test } from 'vitest'
import { mainnet, setupWallet } from '../../test/setupWallet.js'
import { signTypedData } from './signTypedData.js'

const typedData = {
  domain: { name: 'Gangway', version: '1', chainId: 1 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    contents: 'Hello',
    amount: 10n ** 20n,
  },
} as const

test('eth_signTypedData_v4: a signature viem verifies', async () => {
  const { adapter, connectorId, addresses } = setupWallet()
  await adapter.connect({ connectorId, network: mainnet })
  const signature = await signTypedData(adapter, {
    connectorId,
    address: addresses[0]!,
    ...typedData,
  })
  expect(await verifyTypedData({ address: addresses[0]!, signature, ...typedData })).toBe(true)
})

test('declined: UserRejectedRequestError', async () => {
  const { adapter, connectorId, addresses, control } = setupWallet()
  await adapter.connect({ connectorId, network: mainnet })
  control.rejectNext()
  await expect(
    signTypedData(adapter, { connectorId, address: addresses[0]!, ...typedData }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
})

test('invalid typed data fails before reaching the wallet', async () => {
  const { adapter, connectorId, addresses, control } = setupWallet()
  await adapter.connect({ connectorId, network: mainnet })
  const before = control.requests().length
  await expect(
    signTypedData(adapter, {
      connectorId,
      address: addresses[0]!,
      ...typedData,
      message: { ...typedData.message, from: { name: 'Ada', wallet: '0xnope' } },
    } as never),
  ).rejects.toThrow('signMessage failed')
  expect(control.requests()).toHaveLength(before)
})
