import { createPublicClient, erc20Abi, formatUnits, http, parseEther } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { base, mainnet, setupWallet } from '../../test/setupWallet.js'
import { EstimateGasError } from '../errors.js'
import { InvalidDecimalError } from '../internal/core.js'
import { waitForReceipt } from './waitForReceipt.js'

const to = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // account 9
const tusd = () => inject('devChain').chains.find((c) => c.chainId === 8453)!.contracts.tusd!

describe('transfer (the optional capability, on the real dev chain)', () => {
  test('native: the fee is gas × gas price, max is the balance less the fee, the send lands', async () => {
    const { adapter, connectorId, addresses, rpcUrl, approvals } = setupWallet({ accounts: [6] })
    await adapter.connect({ connectorId, network: base })
    const from = addresses[0]!
    const client = createPublicClient({ transport: http(rpcUrl(8453)) })
    const params = { connectorId, from, network: base, to, amount: '0.25' }

    const { fee, max, feeUnits } = await adapter.transfer.estimate(params)
    // The units let the Send feature re-price the fee at the data API's gas price.
    expect(feeUnits).toBe('21000')
    const gasPrice = await client.getGasPrice()
    expect(fee).toEqual({ value: formatUnits(21000n * gasPrice, 18), symbol: 'ETH' })
    const balance = await client.getBalance({ address: from })
    expect(max).toBe(formatUnits(balance - 21000n * gasPrice, 18))

    const before = await client.getBalance({ address: to })
    const { id } = await adapter.transfer.send(params)
    expect(approvals.map((a) => a.method)).toEqual(['eth_sendTransaction'])
    expect(
      (await waitForReceipt(adapter, { network: base, hash: id as `0x${string}` })).status,
    ).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'))
  })

  test('resolveName: ENS only on chain 1; a chain without ENS answers null, never throws', async () => {
    const { adapter } = setupWallet({ accounts: [6] })
    expect(await adapter.resolveName({ name: 'alice.eth', network: base })).toBeNull()
    // The dev chain 1 has no ENS registry: no resolver is "no address", not an error.
    expect(await adapter.resolveName({ name: 'alice.eth', network: mainnet })).toBeNull()
    expect(await adapter.resolveName({ name: 'not a name!', network: mainnet })).toBeNull()
  })

  test('native with the fee the caller reserved: sent with exactly that gas and gas price', async () => {
    const { adapter, connectorId, addresses, rpcUrl } = setupWallet({ accounts: [6] })
    await adapter.connect({ connectorId, network: base })
    const client = createPublicClient({ transport: http(rpcUrl(8453)) })
    const rate = 3n * (await client.getGasPrice())
    const { id } = await adapter.transfer.send({
      connectorId,
      from: addresses[0]!,
      network: base,
      to,
      amount: '0.01',
      fee: { units: '21000', rate: rate.toString() },
    })
    const tx = await client.getTransaction({ hash: id as `0x${string}` })
    expect(tx.gas).toBe(21000n)
    expect(tx.gasPrice).toBe(rate)
  })

  test('getAsset: TUSD metadata and balance in one round trip; null where nothing is deployed', async () => {
    const { adapter, addresses } = setupWallet({ accounts: [6] })
    expect(
      await adapter.getAsset({ address: tusd().toLowerCase(), network: base, owner: addresses[0] }),
    ).toMatchObject({ address: tusd(), name: 'Test USD', symbol: 'TUSD', decimals: 6 })
    expect(await adapter.getAsset({ address: to, network: base })).toBeNull()
  })

  test('ERC-20: transfer(address,uint256) to the token, max is the token balance', async () => {
    const { adapter, connectorId, addresses, rpcUrl } = setupWallet({ accounts: [1] })
    await adapter.connect({ connectorId, network: base })
    const from = addresses[0]!
    const client = createPublicClient({ transport: http(rpcUrl(8453)) })
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({
        address: tusd(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const asset = { address: tusd(), decimals: 6 }
    const params = { connectorId, from, network: base, to, amount: '1.5', asset }

    const { fee, max } = await adapter.transfer.estimate(params)
    expect(fee.symbol).toBe('ETH')
    expect(Number(fee.value)).toBeGreaterThan(0)
    expect(max).toBe(formatUnits(await balanceOf(from), 6))

    const before = await balanceOf(to)
    const { id } = await adapter.transfer.send(params)
    expect(
      (await waitForReceipt(adapter, { network: base, hash: id as `0x${string}` })).status,
    ).toBe('success')
    expect(await balanceOf(to)).toBe(before + 1_500_000n)
  })

  test('more tokens than held cannot be estimated; a float-like amount is refused', async () => {
    const { adapter, connectorId, addresses } = setupWallet({ accounts: [6] })
    await adapter.connect({ connectorId, network: base })
    const params = { connectorId, from: addresses[0]!, network: base, to }
    await expect(
      adapter.transfer.estimate({
        ...params,
        amount: '1000000000',
        asset: { address: tusd(), decimals: 6 },
      }),
    ).rejects.toBeInstanceOf(EstimateGasError)
    for (const amount of ['1e18', '-1', '0.1.2', ''])
      await expect(adapter.transfer.estimate({ ...params, amount })).rejects.toBeInstanceOf(
        InvalidDecimalError,
      )
  })
})
