import { expect, test } from 'vitest'
import { failingRpc } from '../../test/failingRpc.js'
import { base, mainnet, setupWallet } from '../../test/setupWallet.js'
import { createEvmAdapter } from '../evmAdapter.js'
import { getEnsProfile } from './getEnsProfile.js'

// The dev chain runs chain id 1 without an ENS registry: every lookup is a real "no name".
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Counts the JSON-RPC calls the adapter's reads make. */
function countingFetch() {
  const calls: string[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    calls.push(String(init?.body ?? ''))
    return original(input, init)
  }
  return {
    calls,
    restore: () => {
      globalThis.fetch = original
    },
  }
}

test('on chain 1 without a registry: null, quickly, then cached', async () => {
  const { adapter } = setupWallet()
  const counter = countingFetch()
  try {
    const started = Date.now()
    expect(await getEnsProfile(adapter, { address, network: mainnet })).toEqual({
      name: null,
      avatar: null,
    })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(counter.calls.length).toBeGreaterThan(0)
    const queried = counter.calls.length
    // Cached per address, whatever its case.
    await getEnsProfile(adapter, { address: address.toLowerCase(), network: mainnet })
    expect(counter.calls.length).toBe(queried)
    expect(adapter._internal.ens.get(address.toLowerCase())).toMatchObject({
      address,
      ens: null,
      timestamp: expect.any(Number),
    })
  } finally {
    counter.restore()
  }
})

test('an expired entry is looked up again', async () => {
  const { rpcUrl } = setupWallet()
  const adapter = createEvmAdapter({ rpcUrls: { 'eip155:1': [rpcUrl(1)] }, ensCacheMs: 0 })
  const counter = countingFetch()
  try {
    await getEnsProfile(adapter, { address, network: mainnet })
    const once = counter.calls.length
    await getEnsProfile(adapter, { address, network: mainnet })
    expect(counter.calls.length).toBe(once * 2)
  } finally {
    counter.restore()
  }
})

test('not queried on Base: the adapter answers null without a request', async () => {
  const { adapter } = setupWallet()
  const counter = countingFetch()
  try {
    expect(await adapter.getProfile({ address, network: base })).toEqual({
      name: null,
      avatar: null,
    })
    expect(counter.calls).toEqual([])
  } finally {
    counter.restore()
  }
})

test('an unreachable RPC answers null without throwing and is not cached', async () => {
  const adapter = createEvmAdapter({ rpcUrls: { 'eip155:1': [await failingRpc()] } })
  await expect(getEnsProfile(adapter, { address, network: mainnet })).resolves.toEqual({
    name: null,
    avatar: null,
  })
  expect(adapter._internal.ens.size).toBe(0)
})
