// The client against the devstack's data API stand-in (real dev chains, the hosted API's wire
// format): every call the account needs parses what the service really sends.
import {
  type StartDevChainReturnType,
  type StartServiceEmulatorReturnType,
  startDevChain,
  startServiceEmulator,
} from '@gangway/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../../engine/createEngine.js'
import type { Engine } from '../../engine/types.js'
import { mainnet } from '../../networks/index.js'
import { memoryBackend } from '../../storage/createStorage.js'
import { fetchFungiblePrices } from './fetchFungiblePrices.js'
import { fetchGasPrice } from './fetchGasPrice.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchNfts } from './fetchNfts.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'
import { fetchTransactions } from './fetchTransactions.js'

let devChain: StartDevChainReturnType
let emulator: StartServiceEmulatorReturnType
let engine: Engine
const alice = () => devChain.accounts[1]!.address

beforeAll(async () => {
  devChain = await startDevChain()
  emulator = await startServiceEmulator({ chains: devChain.chains })
  engine = createEngine(
    { projectId: 'test-project', networks: [mainnet], services: emulator.urls, logLevel: 'silent' },
    { storage: memoryBackend(), isMobile: () => false },
  )
}, 60_000)
afterAll(async () => {
  await emulator?.stop()
  await devChain?.stop()
})

describe('the data API client on the devstack', () => {
  it('supported chains: the dev chains, and Bitcoin (RPC only) as in the real list', async () => {
    const { http } = await fetchSupportedChains(engine)
    expect(http).toEqual(expect.arrayContaining(['eip155:1', 'eip155:8453']))
    expect(http.filter((id) => id.startsWith('bip122:'))).toHaveLength(2)
  })

  it('identity of a seeded account, with its avatar', async () => {
    const identity = await fetchIdentity(engine, { address: alice() })
    expect(identity.name).toBe('alice.gangway.eth')
    expect(identity.avatar).toMatch(/^data:image\/svg\+xml/)
  })

  it('history: the CREW mint to alice, as a parsed Transaction', async () => {
    const { data } = await fetchTransactions(engine, { address: alice(), chainId: 'eip155:1' })
    const mint = data.find((tx) => tx.transfers.some((t) => t.nft_info?.name === 'Gangway Crew #3'))
    expect(mint?.metadata).toMatchObject({ chain: 'eip155:1', status: 'confirmed' })
    expect(mint?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1' } })
  })

  it('NFTs: alice holds CREW #3 on chain 1', async () => {
    const { data } = await fetchNfts(engine, { address: alice(), chainId: 'eip155:1' })
    expect(data.map((nft) => [nft.name, nft.collection.name, nft.flags.is_spam])).toEqual([
      ['Gangway Crew #3', 'Gangway Crew', false],
    ])
    expect(data[0]?.content?.preview?.url).toMatch(/^data:image\/svg\+xml/)
    expect(data[0]?.content?.detail?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/nft-image\//,
    )
  })

  it('fungible price of the native token', async () => {
    const [eth] = await fetchFungiblePrices(engine, {
      addresses: ['eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'],
    })
    expect(eth).toMatchObject({ symbol: 'ETH', price: 3000, decimals: 18 })
  })

  it("gas price: the node's standard price in wei; a network the API does not serve refused", async () => {
    const response = await fetch(devChain.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBlockByNumber',
        params: ['latest', false],
      }),
    })
    const { result } = (await response.json()) as { result: { baseFeePerGas: string } }
    const wei = await fetchGasPrice(engine, 'eip155:1')
    // The stand-in's rule: 2 × base fee + priority fee (what a wallet's max fee stays under).
    expect(wei).toBeGreaterThanOrEqual(2n * BigInt(result.baseFeePerGas))
    await expect(fetchGasPrice(engine, 'eip155:10')).rejects.toMatchObject({ status: 400 })
    emulator.setSwitch('api', 'malformed')
    try {
      await expect(fetchGasPrice(engine, 'eip155:1')).rejects.toThrow()
    } finally {
      emulator.setSwitch('api', 'ok')
    }
  })

  it('malformed mode: broken NFTs dropped, valid ones kept', async () => {
    emulator.setSwitch('api', 'malformed')
    try {
      const { data } = await fetchNfts(engine, {
        address: devChain.accounts[0]!.address,
        chainId: 'eip155:1',
        force: true,
      })
      // CREW 0–2 belong to account 0: even positions are broken, so #1 is what is left.
      expect(data.map((nft) => nft.tokenId)).toEqual(['1'])
    } finally {
      emulator.setSwitch('api', 'ok')
    }
  })
})
