import { expect, inject, test } from 'vitest'
import { failingRpc } from '../../test/failingRpc.js'
import { base, setupWallet } from '../../test/setupWallet.js'
import { EstimateGasError } from '../errors.js'
import { createEvmAdapter } from '../evmAdapter.js'
import { estimateGas } from './estimateGas.js'
import { getGasPrice } from './getGasPrice.js'

const from = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const to = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

test('estimates a plain transfer at 21000 gas on the dev chain', async () => {
  const { adapter } = setupWallet()
  expect(await estimateGas(adapter, { network: base, address: from, to, value: 1n })).toBe(21000n)
})

test('a transaction that cannot run is EstimateGasError, cause kept', async () => {
  const { adapter } = setupWallet()
  // An ERC-20 has no payable fallback: sending it ether reverts.
  const tusd = inject('devChain').chains.find((c) => c.chainId === 8453)!.contracts.tusd!
  const error = await estimateGas(adapter, {
    network: base,
    address: from,
    to: tusd,
    value: 1n,
  }).catch((e) => e)
  expect(error).toBeInstanceOf(EstimateGasError)
  expect(error.shortMessage).toBe('estimateGas error')
  expect(error.cause).toBeDefined()
})

test('getGasPrice reads the chain’s gas price', async () => {
  const { adapter } = setupWallet()
  const price = await getGasPrice(adapter, { network: base })
  expect(typeof price).toBe('bigint')
  expect(price).toBeGreaterThan(0n)
})

test('getGasPrice on a failing RPC rejects', async () => {
  const adapter = createEvmAdapter({ rpcUrls: { 'eip155:8453': [await failingRpc()] } })
  await expect(getGasPrice(adapter, { network: base })).rejects.toMatchObject({ status: 503 })
})
