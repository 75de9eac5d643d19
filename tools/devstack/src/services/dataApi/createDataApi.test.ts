import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  formatUnits,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../../chain/startDevChain.js'
import type { ServiceSwitch } from '../types.js'
import { type CreateDataApiReturnType, createDataApi } from './createDataApi.js'
import type {
  WireBalanceResponse,
  WireNftsResponse,
  WireTransaction,
  WireTransactionsResponse,
} from './wireTypes.js'

let devChain: StartDevChainReturnType
let api: CreateDataApiReturnType
let serviceSwitch: ServiceSwitch = { mode: 'ok', delayMs: 0 }
const clients: Record<number, PublicClient> = {}

beforeAll(async () => {
  devChain = await startDevChain()
  for (const chain of devChain.chains)
    clients[chain.chainId] = createPublicClient({ transport: http(chain.rpcUrl) })
  api = createDataApi({ chains: devChain.chains, switch: () => serviceSwitch })
})
afterAll(async () => {
  await api?.stop()
  await devChain?.stop()
})
afterEach(() => {
  serviceSwitch = { mode: 'ok', delayMs: 0 }
})

const account = (i: number) => devChain.accounts[i]!.address
const sdkQuery = { projectId: 'test-project', st: 'appkit', sv: 'html-wagmi-1.0.0' }

/** Calls the handler the way the emulator does: full URL under /api, path without it. */
async function call(
  path: string,
  query: Record<string, string | undefined> = {},
  init?: RequestInit,
): Promise<Response> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...sdkQuery, ...query }))
    if (value !== undefined) params.set(key, value)
  const response = await api.handle(
    new Request(`http://127.0.0.1:4999/api${path}?${params}`, init),
    path,
  )
  if (!response) throw new Error(`no route for ${path}`)
  return response
}
const getJson = async <body>(path: string, query?: Record<string, string | undefined>) => {
  const response = await call(path, query)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as body
}
const history = (address: Address, query: Record<string, string | undefined> = {}) =>
  getJson<WireTransactionsResponse>(`/v1/account/${address}/history`, query)

/** Sends from an anvil account and waits for the receipt. */
async function send(params: {
  chainId?: number
  from: number
  to: Address
  value?: bigint
  data?: Hex
  gas?: bigint
}): Promise<Hash> {
  const { chainId = 1, from, to, value, data, gas } = params
  const info = devChain.chains.find((c) => c.chainId === chainId)!
  const wallet = createWalletClient({
    account: privateKeyToAccount(devChain.accounts[from]!.privateKey),
    chain: defineChain({
      id: chainId,
      name: info.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [info.rpcUrl] } },
    }),
    transport: http(info.rpcUrl),
  })
  const hash = await wallet.sendTransaction({ to, value, data, gas })
  await clients[chainId]!.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}
/** A raw JSON-RPC call (anvil's own methods have no viem action). */
async function rpc(chainId: number, method: string, params: unknown[] = []): Promise<unknown> {
  const { rpcUrl } = devChain.chains.find((c) => c.chainId === chainId)!
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}
const erc20Transfer = (to: Address, amount: bigint): Hex =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

describe('createDataApi: routing and validation', () => {
  it('answers 400 with the hosted error body when projectId is missing', async () => {
    const response = await call('/v1/supported-chains', { projectId: undefined })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'projectId', description: 'projectId is required' }],
    })
    const post = await call(
      '/v1/fungible/price',
      { projectId: undefined },
      { method: 'POST', body: JSON.stringify({ currency: 'usd', addresses: ['eip155:1:0x0'] }) },
    )
    expect(post.status).toBe(400)
  })

  it('leaves unknown paths to the server (undefined → 404) and refuses other methods', async () => {
    expect(
      await api.handle(new Request('http://x/api/v1/nope?projectId=p'), '/v1/nope'),
    ).toBeUndefined()
    const wrong = await call('/v1/supported-chains', {}, { method: 'DELETE' })
    expect(wrong.status).toBe(405)
    expect((await call('/v1/supported-chains', {}, { method: 'HEAD' })).status).toBe(200)
  })

  it('rejects an address that is not one', async () => {
    expect((await call('/v1/account/0x123/balance')).status).toBe(400)
    expect((await call('/v1/identity/bob')).status).toBe(400)
  })

  it('lists both dev chains as supported, and Bitcoin as the real list does (RPC only)', async () => {
    const bitcoin = [
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
    ]
    expect(await getJson('/v1/supported-chains')).toEqual({
      http: ['eip155:1', 'eip155:8453', ...bitcoin],
      ws: ['eip155:1', 'eip155:8453', ...bitcoin],
    })
  })

  it('proxies JSON-RPC, single and batched, to the chain of ?chainId (bapi:src/handlers/proxy.rs)', async () => {
    const rpc = (chainId: string, body: unknown, projectId = 'test-project') =>
      call('/v1/', { chainId, projectId }, { method: 'POST', body: JSON.stringify(body) })
    const single = await rpc('eip155:8453', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [],
    })
    expect(await single.json()).toMatchObject({ id: 1, result: '0x2105' })
    const batch = await rpc('eip155:1', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
    ])
    const answers = (await batch.json()) as { id: number; result: string }[]
    expect(answers.map((a) => [a.id, a.result.startsWith('0x')])).toEqual([
      [1, true],
      [2, true],
    ])
    expect(answers[0]!.result).toBe('0x1')
    // A chain it has no node for, or no project id: 400, as the real proxy.
    expect((await rpc('eip155:10', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(
      400,
    )
    expect(
      (await rpc('eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, '')).status,
    ).toBe(400)
  })
})

describe('createDataApi: identity', () => {
  it('names anvil accounts #0–#2 and nobody else', async () => {
    expect(await getJson(`/v1/identity/${account(0)}`, { sender: account(1) })).toEqual({
      name: 'deployer.gangway.eth',
      avatar: null,
    })
    const alice = await getJson<{ name: string; avatar: string }>(
      `/v1/identity/${account(1).toLowerCase()}`,
    )
    expect(alice.name).toBe('alice.gangway.eth')
    expect(alice.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await getJson(`/v1/identity/${account(2)}`)).toEqual({
      name: 'bob.gangway.eth',
      avatar: null,
    })
    expect(await getJson(`/v1/identity/${account(7)}`)).toEqual({ name: null, avatar: null })
  })
})

describe('createDataApi: balances and prices', () => {
  it('reports what the chain holds for account #1 right now, priced from the fixed table', async () => {
    const owner = account(1)
    const { tusd, gway, spam } = devChain.contracts[1]!
    const client = clients[1]!
    const [eth, tusdAmount, gwayAmount, claimAmount] = await Promise.all([
      client.getBalance({ address: owner }),
      ...[tusd!, gway!, spam!].map((address) =>
        client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      ),
    ])
    const { balances } = await getJson<WireBalanceResponse>(`/v1/account/${owner}/balance`, {
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: `eip155:1:${tusd}`,
    })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'TUSD', 'GWAY', 'CLAIM'])
    const [ethEntry, tusdEntry, gwayEntry, claimEntry] = balances
    expect(ethEntry).toEqual({
      name: 'Ethereum',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: Number(formatUnits(eth, 18)) * 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: formatUnits(eth, 18) },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    })
    expect(ethEntry).not.toHaveProperty('address')
    expect(tusdEntry).toMatchObject({
      name: 'Test USD',
      address: `eip155:1:${tusd}`,
      price: 1,
      quantity: { decimals: '6', numeric: formatUnits(tusdAmount as bigint, 6) },
      value: Number(formatUnits(tusdAmount as bigint, 6)),
    })
    expect(gwayEntry).toMatchObject({
      address: `eip155:1:${gway}`,
      price: 0.25,
      quantity: { decimals: '18', numeric: formatUnits(gwayAmount as bigint, 18) },
    })
    expect(claimAmount).toBe(0n)
    expect(claimEntry).toMatchObject({ price: 0, value: 0, quantity: { numeric: '0' } })
  })

  it('answers every chain without chainId, and nothing for an unknown one', async () => {
    const all = await getJson<WireBalanceResponse>(`/v1/account/${account(1)}/balance`)
    expect(all.balances.map((b) => `${b.chainId} ${b.symbol}`)).toEqual([
      'eip155:1 ETH',
      'eip155:1 TUSD',
      'eip155:1 GWAY',
      'eip155:1 CLAIM',
      'eip155:8453 ETH',
      'eip155:8453 TUSD',
      'eip155:8453 GWAY',
    ])
    expect(
      all.balances.find((b) => b.chainId === 'eip155:8453' && b.symbol === 'GWAY'),
    ).toMatchObject({ quantity: { numeric: '1234.5' }, value: 308.625 })
    expect(await getJson(`/v1/account/${account(1)}/balance`, { chainId: 'eip155:10' })).toEqual({
      balances: [],
    })
  })

  it('prices the first address only, as the real server (bapi:src/handlers/fungible_price.rs), native included', async () => {
    const { tusd, spam } = devChain.contracts[1]!
    const gway8453 = devChain.contracts[8453]!.gway!
    const price = async (...addresses: string[]) => {
      const response = await call(
        '/v1/fungible/price',
        {},
        {
          method: 'POST',
          body: JSON.stringify({ projectId: 'test-project', currency: 'usd', addresses }),
        },
      )
      expect(response.status).toBe(200)
      const { fungibles } = (await response.json()) as { fungibles: Record<string, unknown>[] }
      return fungibles.map(({ symbol, price, decimals }) => ({ symbol, price, decimals }))
    }
    // The rest of a list is ignored.
    expect(await price(`eip155:1:${tusd}`, `eip155:8453:${gway8453}`)).toEqual([
      { symbol: 'TUSD', price: 1, decimals: 6 },
    ])
    expect(await price(`eip155:8453:${gway8453}`)).toEqual([
      { symbol: 'GWAY', price: 0.25, decimals: 18 },
    ])
    expect(await price('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toEqual([
      { symbol: 'ETH', price: 3000, decimals: 18 },
    ])
    expect(await price(`eip155:1:${spam}`)).toEqual([{ symbol: 'CLAIM', price: 0, decimals: 18 }])
    // A chain it does not run: nothing priced.
    expect(await price(`eip155:10:${tusd}`)).toEqual([])
  })
})

describe('createDataApi: gas price and profile lookup (spec §7)', () => {
  it('GET /v1/convert/gas-price answers standard, fast, instant in wei from the node', async () => {
    const response = await call('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { standard: string; fast: string; instant: string }
    const block = await clients[1]!.getBlock()
    const standard = BigInt(body.standard)
    // At least what a wallet's max fee per gas (base fee × 2 + tip) needs.
    expect(standard).toBeGreaterThanOrEqual(2n * block.baseFeePerGas!)
    expect(BigInt(body.fast)).toBeGreaterThan(standard)
    expect(BigInt(body.instant)).toBeGreaterThan(BigInt(body.fast))
    expect((await call('/v1/convert/gas-price', { chainId: 'eip155:10' })).status).toBe(400)
  })

  it('GET /v1/profile/account/{name} resolves seeded names to dev accounts; unknown: 200 [] with apiVersion=2, 404 without', async () => {
    const response = await call('/v1/profile/account/alice.reown.id', { apiVersion: '2' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      name: 'alice.reown.id',
      addresses: { '60': { address: account(1) } },
    })
    const legacy = await call('/v1/profile/account/carol.wcn.id', { apiVersion: '2' })
    expect(
      ((await legacy.json()) as { addresses: Record<string, { address: string }> }).addresses['60']!
        .address,
    ).toBe(account(3))
    const unknown = await call('/v1/profile/account/nobody.reown.id', { apiVersion: '2' })
    expect([unknown.status, await unknown.json()]).toEqual([200, []])
    expect((await call('/v1/profile/account/nobody.reown.id')).status).toBe(404)
    // Without apiVersion a known name answers the same (the version only changes not found).
    expect((await call('/v1/profile/account/alice.reown.id')).status).toBe(200)
  })
})

describe('createDataApi: history', () => {
  it('shows a TUSD transfer sent just now: newest first, receive for #2, send for #1', async () => {
    const tusd = devChain.contracts[1]!.tusd!
    const hash = await send({
      from: 1,
      to: tusd,
      data: erc20Transfer(account(2), parseUnits('1.5', 6)),
    })
    const block = await clients[1]!.getBlock({
      blockNumber: (await clients[1]!.getTransactionReceipt({ hash })).blockNumber,
    })

    const received = (await history(account(2))).data[0]!
    expect(received).toEqual({
      id: `eip155:1:${hash}`,
      metadata: {
        operationType: 'receive',
        hash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: account(1).toLowerCase(),
        sentTo: tusd.toLowerCase(),
        status: 'confirmed',
        nonce: expect.any(Number),
        application: null,
        chain: 'eip155:1',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Test USD',
            symbol: 'TUSD',
            icon: { url: expect.stringMatching(/^data:image\/svg\+xml/) },
            flags: { is_spam: false },
          },
          nft_info: null,
          direction: 'in',
          quantity: { numeric: '1.5' },
          value: 1.5,
          price: 1,
        },
      ],
    } satisfies WireTransaction)

    // Account #1 is shared with other files running at the same time (the AMM and sign-in tests
    // mint to it), so its entry is found by hash; newest-first is checked on #2 above.
    const sent = (await history(account(1))).data.find((t) => t.metadata.hash === hash)!
    expect(sent.metadata).toMatchObject({ operationType: 'send', hash })
    expect(sent.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.5' } }),
    ])
  })

  it('indexes native value transfers too', async () => {
    const hash = await send({ from: 1, to: account(3), value: parseEther('0.25') })
    const [latest] = (await history(account(3), { chainId: 'eip155:1' })).data
    expect(latest!.metadata).toMatchObject({ hash, operationType: 'receive', status: 'confirmed' })
    expect(latest!.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
        direction: 'in',
        quantity: { numeric: '0.25' },
        value: 750,
        price: 3000,
      }),
    ])
  })

  it('reports a reverted transaction as failed, with nothing moved', async () => {
    const tusd = devChain.contracts[1]!.tusd!
    // #4 holds no TUSD: the transfer reverts (fixed gas, so nothing estimates it first).
    const hash = await send({
      from: 4,
      to: tusd,
      data: erc20Transfer(account(5), 1n),
      gas: 100_000n,
    })
    const [latest] = (await history(account(4))).data
    expect(latest!.metadata).toMatchObject({ hash, status: 'failed', operationType: 'execute' })
    expect(latest!.transfers).toEqual([])
  })

  it('pages 10 at a time and walks every entry exactly once, newest first', async () => {
    const owner = account(0)
    // Everything #0 appears in was sent by #0 (the tests never send to it): nonce = count.
    const expected =
      (await clients[1]!.getTransactionCount({ address: owner })) +
      (await clients[8453]!.getTransactionCount({ address: owner }))
    expect(expected).toBeGreaterThan(10)

    const seen: WireTransaction[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await history(owner, { cursor })
      expect(page.data.length).toBeLessThanOrEqual(10)
      if (page.next) expect(page.data.length).toBe(10)
      seen.push(...page.data)
      cursor = page.next ?? undefined
      pages++
    } while (cursor && pages < 20)

    expect(seen).toHaveLength(expected)
    expect(new Set(seen.map((t) => t.id)).size).toBe(expected)
    const times = seen.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(pages).toBe(Math.ceil(expected / 10))
  })

  it('keeps a cursor stable when newer blocks arrive', async () => {
    const owner = account(0)
    const first = await history(owner, { chainId: 'eip155:1' })
    const hash = await send({ from: 0, to: account(6), value: 1n })
    const second = await history(owner, { chainId: 'eip155:1', cursor: first.next! })
    const firstIds = new Set(first.data.map((t) => t.id))
    expect(second.data.some((t) => firstIds.has(t.id))).toBe(false)
    expect(second.data.some((t) => t.metadata.hash === hash)).toBe(false)
    expect((await history(owner, { chainId: 'eip155:1' })).data[0]!.metadata.hash).toBe(hash)
  })

  it('classifies deployments and mints, and flags the CLAIM spam token', async () => {
    const all: WireTransaction[] = []
    let cursor: string | undefined
    do {
      const page = await history(account(0), { chainId: 'eip155:1', cursor })
      all.push(...page.data)
      cursor = page.next ?? undefined
    } while (cursor)
    const deployments = all.filter((t) => t.metadata.operationType === 'deploy')
    // The four fixtures, then Uniswap V2's WETH9, factory and Router02 (deployAmm).
    expect(deployments).toHaveLength(7)
    // ERC20PresetFixedSupply mints the whole CLAIM supply to #0 in its constructor.
    const claimDeploy = deployments.find((t) => t.transfers.length > 0)!
    expect(claimDeploy.metadata.sentTo).toBe(devChain.contracts[1]!.spam!.toLowerCase())
    expect(claimDeploy.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'CLAIM', flags: { is_spam: true } },
      direction: 'in',
      quantity: { numeric: '1000000' },
      value: 0,
    })

    const spamHash = await send({
      from: 0,
      to: devChain.contracts[1]!.spam!,
      data: erc20Transfer(account(2), parseUnits('500', 18)),
    })
    const [spam] = (await history(account(2))).data
    expect(spam!.metadata.hash).toBe(spamHash)
    expect(spam!.transfers.every((t) => t.fungible_info?.flags.is_spam === true)).toBe(true)

    const [tusdMint] = (await history(account(1), { chainId: 'eip155:8453' })).data.filter(
      (t) => t.transfers[0]?.fungible_info?.symbol === 'TUSD',
    )
    expect(tusdMint!.metadata.operationType).toBe('mint')
    expect(tusdMint!.metadata.chain).toBe('eip155:8453')
    expect(tusdMint!.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '2500' },
      fungible_info: { flags: { is_spam: false } },
    })
  })

  it('shows NFT transfers with nft_info and no fungible_info', async () => {
    const page = await history(account(1), { chainId: 'eip155:1' })
    const nftMint = page.data.find((t) => t.transfers[0]?.nft_info)!
    expect(nftMint.metadata.operationType).toBe('mint')
    expect(nftMint.transfers[0]).toEqual({
      fungible_info: null,
      nft_info: {
        name: 'Gangway Crew #3',
        content: {
          preview: {
            url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
            content_type: 'image/svg+xml',
          },
          detail: {
            url: `http://127.0.0.1:4999/api/v1/nft-image/eip155:1/${devChain.contracts[1]!.nft}/3`,
            content_type: 'image/svg+xml',
          },
        },
        flags: { is_spam: false },
      },
      direction: 'in',
      quantity: { numeric: '1' },
      value: null,
      price: null,
    })
  })

  it('filters by chain and answers nothing for chains it does not run or onramp', async () => {
    const base = await history(account(1), { chainId: 'eip155:8453' })
    expect(base.data.length).toBeGreaterThan(0)
    expect(base.data.every((t) => t.metadata.chain === 'eip155:8453')).toBe(true)
    expect(await history(account(1), { chainId: 'eip155:10' })).toEqual({ data: [], next: null })
    expect(await history(account(1), { onramp: 'coinbase' })).toEqual({ data: [], next: null })
    expect((await call(`/v1/account/${account(1)}/history`, { cursor: 'garbage' })).status).toBe(
      400,
    )
  })

  it('forgets blocks the chain reverted', async () => {
    const snapshot = await rpc(8453, 'evm_snapshot')
    const hash = await send({ chainId: 8453, from: 8, to: account(9), value: 5n })
    expect((await history(account(9), { chainId: 'eip155:8453' })).data[0]?.metadata.hash).toBe(
      hash,
    )
    expect(await rpc(8453, 'evm_revert', [snapshot])).toBe(true)
    // A different transaction re-mines the same height.
    const other = await send({ chainId: 8453, from: 8, to: account(7), value: 6n })
    const after = await history(account(9), { chainId: 'eip155:8453' })
    expect(after.data.some((t) => t.metadata.hash === hash)).toBe(false)
    expect((await history(account(7), { chainId: 'eip155:8453' })).data[0]?.metadata.hash).toBe(
      other,
    )
  })
})

describe('createDataApi: NFTs', () => {
  const nfts = (address: Address, query: Record<string, string> = {}) =>
    getJson<WireNftsResponse>(`/v1/account/${address}/nfts`, { chainId: 'eip155:1', ...query })

  it('lists the CREW tokens each owner holds, matching ownerOf', async () => {
    const nft = devChain.contracts[1]!.nft!
    const owners = await Promise.all(
      [0n, 1n, 2n, 3n].map((tokenId) =>
        clients[1]!.readContract({
          address: nft,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      ),
    )
    const { data, next } = await nfts(account(1))
    expect(next).toBeNull()
    expect(data).toEqual([
      {
        chainId: 'eip155:1',
        contract: nft,
        tokenId: '3',
        name: 'Gangway Crew #3',
        collection: { name: 'Gangway Crew', symbol: 'CREW' },
        content: {
          preview: {
            url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
            content_type: 'image/svg+xml',
          },
          detail: {
            url: `http://127.0.0.1:4999/api/v1/nft-image/eip155:1/${nft}/3`,
            content_type: 'image/svg+xml',
          },
        },
        flags: { is_spam: false },
      },
    ])
    const mine = await nfts(account(0))
    expect(mine.data.map((n) => n.tokenId)).toEqual(
      owners.flatMap((owner, id) => (owner === account(0) ? [String(id)] : [])),
    )
    expect(new Set(mine.data.map((n) => n.content.preview.url)).size).toBe(mine.data.length)
    expect(await nfts(account(1), { chainId: 'eip155:8453' })).toEqual({ data: [], next: null })
  })

  it('follows a transfer of a token to its new owner', async () => {
    const nft = devChain.contracts[1]!.nft!
    // transferFrom(#0, #5, 2)
    const pad = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')
    await send({
      from: 0,
      to: nft,
      data: `0x23b872dd${pad(account(0))}${pad(account(5))}${pad('2')}`,
    })
    expect((await nfts(account(5))).data.map((n) => n.tokenId)).toEqual(['2'])
    expect((await nfts(account(0))).data.map((n) => n.tokenId)).not.toContain('2')
    const [latest] = (await history(account(5))).data
    expect(latest!.metadata.operationType).toBe('receive')
    expect(latest!.transfers[0]!.nft_info!.name).toBe('Gangway Crew #2')
  })

  it('serves each token’s artwork as SVG, and 404 for tokens never minted', async () => {
    const nft = devChain.contracts[1]!.nft!
    const image = await call(`/v1/nft-image/eip155:1/${nft}/3`, { projectId: undefined })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg[\s\S]*Gangway Crew #3[\s\S]*<\/svg>$/)
    const other = await (await call(`/v1/nft-image/1/${nft}/1`)).text()
    expect(other).not.toBe(svg)
    expect((await call(`/v1/nft-image/eip155:1/${nft}/99`)).status).toBe(404)
  })
})

describe('createDataApi: switches', () => {
  const path = () => `/v1/account/${account(1)}/balance`

  it('answers 403 when forbidden and 503 when unavailable', async () => {
    serviceSwitch = { mode: 'forbidden', delayMs: 0 }
    const forbidden = await call(path())
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ status: 'FAILED' })
    serviceSwitch = { mode: 'unavailable', delayMs: 0 }
    expect((await call(path())).status).toBe(503)
    serviceSwitch = { mode: 'ok', delayMs: 0 }
    expect((await call(path())).status).toBe(200)
  })

  it('waits delayMs before answering when slow', async () => {
    serviceSwitch = { mode: 'slow', delayMs: 300 }
    const started = performance.now()
    const response = await call('/v1/supported-chains')
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect(response.status).toBe(200)
  })

  it('mixes broken entries with valid ones when malformed', async () => {
    serviceSwitch = { mode: 'malformed', delayMs: 0 }
    const { balances } = (await (await call(path(), { chainId: 'eip155:1' })).json()) as {
      balances: Record<string, unknown>[]
    }
    expect(balances).toHaveLength(4)
    expect(balances[0]).not.toHaveProperty('quantity')
    expect(typeof balances[1]!.price).toBe('string')
    expect(balances[2]).toMatchObject({ symbol: 'GWAY', price: 0.25, quantity: expect.any(Object) })

    const body = (await (await call(`/v1/account/${account(1)}/history`)).json()) as {
      data: Record<string, unknown>[]
      next: unknown
    }
    expect(body.data[0]).not.toHaveProperty('metadata')
    const second = body.data[1] as { transfers: { quantity: { numeric: unknown } }[] }
    expect(second.transfers.length).toBeGreaterThan(0)
    expect(typeof second.transfers[0]!.quantity.numeric).toBe('number')
    expect(body.data[2]).toHaveProperty('metadata.operationType')

    const chains = (await (await call('/v1/supported-chains')).json()) as { http: unknown }
    expect(typeof chains.http).toBe('string')
  })

  it('releases a slow request with 503 when stopped', async () => {
    const local = createDataApi({
      chains: devChain.chains,
      switch: () => ({ mode: 'slow', delayMs: 60_000 }),
    })
    const pending = local.handle(
      new Request('http://x/api/v1/supported-chains?projectId=p'),
      '/v1/supported-chains',
    )
    await local.stop()
    expect((await pending)?.status).toBe(503)
  })
})
