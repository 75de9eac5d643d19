import { mainnet } from '@gangway/core/networks'
import { expect, inject, test } from 'vitest'
import { failingRpc } from '../../test/failingRpc.js'
import { createClient } from './createClient.js'

const devRpc = () => inject('devChain').chains.find((c) => c.chainId === 1)!.rpcUrl

test('one URL: a plain HTTP transport', async () => {
  const client = createClient(mainnet, [devRpc()])
  expect(client.transport.type).toBe('http')
  expect(await client.getChainId()).toBe(1)
})

test('several URLs: the ranked fallback goes past a failing one', async () => {
  const client = createClient(mainnet, [await failingRpc(), devRpc()])
  expect(client.transport.type).toBe('fallback')
  expect(await client.getChainId()).toBe(1)
  expect(typeof (await client.getBlockNumber())).toBe('bigint')
})

test('several URLs that all fail: the request rejects with the last error, it never hangs', async () => {
  const client = createClient(mainnet, [await failingRpc(), await failingRpc()])
  await expect(client.getBlockNumber()).rejects.toThrow(/HTTP request failed/)
})
