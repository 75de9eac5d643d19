import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  isAddress,
  type PublicClient,
} from 'viem'
import { type AmmPoolName, ammPoolNames, drainPool, seedPool } from '../../chain/deployAmm.js'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import type { ServiceHandler, ServiceSwitch } from '../types.js'
import { nftImageSvg } from './art.js'
import { ConvertError, type ConvertTampering, createConvert, JsonRejection } from './convert.js'
import {
  type Activity,
  activityKey,
  activityOf,
  compareActivity,
  describeNft,
  type NftImageUrl,
  toWireTransaction,
} from './history.js'
import { identityOf } from './identities.js'
import { type ChainIndex, indexChain } from './indexChain.js'
import {
  malformBalances,
  malformHistory,
  malformIdentity,
  malformNfts,
  malformPrices,
  malformSupportedChains,
  malformSvg,
} from './malform.js'
import { createNameRegistry, type NameRegistry, NameRegistryError } from './names.js'
import { createOnramp, OnrampError } from './onramp.js'
import { decodeCursor, takePage } from './paging.js'
import { type PoolPrices, readPoolPrices } from './poolPrices.js'
import { proxyRpc } from './proxyRpc.js'
import { isSolanaAddress, readSolanaBalances, type SolanaBalanceSource } from './solanaBalances.js'
import { fixtureTokens, nativeToken, nativeTokenAddress, type TokenInfo } from './tokens.js'
import type {
  WireBalance,
  WireBalanceResponse,
  WireError,
  WireFungiblePrice,
  WireFungiblePriceResponse,
  WireGasPrice,
  WireIdentity,
  WireNft,
  WireNftsResponse,
  WireSupportedChains,
  WireTransactionsResponse,
} from './wireTypes.js'

/** A swap pool's state as the control API sets it. */
export type PoolState = 'drained' | 'seeded'

export type CreateDataApiParameters = {
  /** The running dev chains to answer from (`startDevChain().chains`). */
  chains: DevChainInfo[]
  /** Read on every request: how the service behaves right now. */
  switch: () => ServiceSwitch
  /** Clock for the `date` header; default `Date.now`. */
  now?: () => number
  /** The local Solana chain: its balances (SOL and the fixture SPL token) by its CAIP-2 id. */
  solana?: SolanaBalanceSource | undefined
}

export type CreateDataApiReturnType = {
  /** Answers a request whose path has the mount prefix removed (`/v1/supported-chains`). */
  handle: ServiceHandler
  /**
   * The swap pools' switch: `drained` burns the liquidity provider's share (quotes then answer
   * 400 'Insufficient liquidity'), `seeded` adds the seed amounts again at the pool's price.
   */
  setPool(chainId: number, pool: AmmPoolName, state: PoolState): Promise<void>
  /** The name service's registry (seeded names plus those registered here). */
  names: NameRegistry
  /** Ends pending `slow` waits (they answer 503) and waits for indexing in flight. */
  stop(): Promise<void>
}

/**
 * A stand-in for the hosted blockchain data API (Reown "blockchain-api", spec §7) answered
 * from the real dev chains: balances read from the nodes on every call, history built by
 * indexing every block (native value, ERC-20 and ERC-721 `Transfer` logs; new blocks are
 * picked up on each request), identities for anvil accounts #0–#2, USD prices of the swap
 * tokens from the pools' mid-prices read on each request (TUSD the 1 USD anchor, ETH and GWAY
 * through their pools: `poolPrices.ts`; a trade moves them), a fixed table for the rest (CLAIM 0;
 * chains without the AMM). Bodies follow the hosted API's wire format (see
 * `wireTypes.ts`).
 *
 * Routes (every one but the image wants the `projectId` query, else 400):
 * - `GET /v1/supported-chains`
 * - `GET /v1/identity/{address}`
 * - `GET /v1/account/{address}/balance?currency=usd&chainId=eip155:1`
 * - `POST /v1/fungible/price` `{ projectId, currency: 'usd', addresses: [caip10…] }`
 * - `GET /v1/account/{address}/history?cursor&onramp&chainId` (10 per page)
 * - `GET /v1/account/{address}/nfts?chainId&cursor`: devstack's own extension; the hosted API
 *   has no NFT list (the spec names none), AppKit reads NFTs elsewhere.
 * - `GET /v1/nft-image/{chainId}/{contract}/{tokenId}`: the SVG an NFT's `detail.url` names.
 * - `GET /v1/convert/gas-price?chainId=eip155:1`: `{ standard, fast, instant }` in wei from the
 *   node (standard = 2 × base fee + priority fee, what a wallet's max fee per gas stays under).
 * - the name service (`names.ts`), as the real server answers: `GET /v1/profile/account/{name}`
 *   (the server's `NameAndAddresses`; an unknown name `200 []` with apiVersion=2, else 404; a
 *   name outside the zones 400), `GET /v1/profile/reverse/{address}` (the names whose address
 *   equals it; none `200 []` with apiVersion=2, else 404), `GET /v1/profile/suggestions/{name}
 *   ?zone` (`{ suggestions: [{ name, registered }] }`) and `POST /v1/profile/account {coin_type,
 *   address, message, signature}`, which verifies the EIP-191 signature through the chain of the
 *   coin type (EOA or EIP-1271 contract) and the message's timestamp (±10 s), and refuses a taken
 *   name, each with the server's reason; the identity route then answers the registered name.
 * - the on-ramp (`onramp.ts`), at the server's routes with its shapes:
 *   `GET /v1/onramp/buy/options?country&subdivision` (USD, EUR and GBP with the spec's card and
 *   bank limits; ETH on the dev chains' networks; `country` required), `GET /v1/onramp/buy/quotes
 *   ?purchaseCurrency&purchaseNetwork&paymentAmount&paymentCurrency&paymentMethod&country` and
 *   `POST /v1/generators/onrampurl {destinationWallets, partnerUserId, defaultNetwork?,
 *   presetCryptoAmount?, presetFiatAmount?, defaultExperience?}` (whole amounts only) → `{ url }`
 *   of a provider page on its own origin where the purchase is paid (real ETH on the dev chain),
 *   declined, or abandoned; `GET /devstack/exchange?address&caipNetworkId` (the devstack's own,
 *   not a hosted route) redirects to an exchange's withdrawal page on that origin (withdraws
 *   0.05 ETH to the address, for real).
 * - the swap routes (`convert.ts`), answered from the Uniswap V2 contracts on the chain:
 *   `GET /v1/convert/tokens?chainId`, `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice`
 *   (`getAmountsOut`; 400 'Insufficient liquidity' on an empty or too shallow pool),
 *   `GET /v1/convert/allowance?tokenAddress&userAddress`,
 *   `GET /v1/convert/build-approve?userAddress&from&to[&amount]` and
 *   `POST /v1/convert/build-transaction {amount, eip155: {slippage}, from, to, userAddress,
 *   disableEstimate}` (`swapExact*` with the minimum out from the slippage).
 *
 * The switch: `forbidden` 403, `unavailable` 503, `slow` waits `delayMs` then answers,
 * `malformed` answers valid JSON with broken entries mixed in (see `malform.ts`).
 *
 * @example
 * import { createDataApi, startDevChain } from '@gangway/devstack'
 * const devChain = await startDevChain()
 * const api = createDataApi({ chains: devChain.chains, switch: () => ({ mode: 'ok', delayMs: 0 }) })
 * const response = await api.handle(
 *   new Request('http://localhost/api/v1/supported-chains?projectId=p'),
 *   '/v1/supported-chains',
 * )
 */
export function createDataApi(params: CreateDataApiParameters): CreateDataApiReturnType {
  const { chains, switch: readSwitch, now = Date.now, solana } = params
  const indexes = chains.map(indexChain)
  const byCaip2 = new Map(indexes.map((index) => [index.caip2, index]))
  const convert = createConvert(byCaip2)
  const onramp = createOnramp(chains)
  const names = createNameRegistry(
    new Map(
      chains.map((chain): [number, PublicClient] => [
        chain.chainId,
        createPublicClient({ transport: http(chain.rpcUrl) }),
      ]),
    ),
    now,
  )
  const waits = new Set<() => void>()
  const work = new Set<Promise<unknown>>()
  let stopped = false

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', date: new Date(now()).toUTCString() },
    })
  const failure = (status: number, field: string, description: string) =>
    json(status, { status: 'FAILED', reasons: [{ field, description }] } satisfies WireError)

  /** Resolves after `ms`, or at once when the service stops. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waits.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      waits.add(done)
    })

  /** The indexes a `chainId` query selects: all when absent, none when unknown. */
  const selectChains = (chainId: string | null): ChainIndex[] => {
    if (!chainId) return indexes
    const index = byCaip2.get(chainId)
    return index ? [index] : []
  }

  const handle: ServiceHandler = async (request, rawPath) => {
    const path = rawPath.split('?')[0] ?? ''
    const route = matchRoute(path)
    if (!route) return undefined
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
    const method = request.method === 'HEAD' ? 'GET' : request.method
    if (method !== route.method)
      return failure(405, 'method', `${request.method} is not allowed here; use ${route.method}`)
    if (stopped) return failure(503, '', 'Service stopped')

    const { mode, delayMs } = readSwitch()
    if (mode === 'forbidden')
      return failure(403, 'projectId', 'Project ID is not allowed to use this service')
    if (mode === 'unavailable') return failure(503, '', 'Service temporarily unavailable')
    if (mode === 'slow') {
      await wait(delayMs)
      if (stopped) return failure(503, '', 'Service stopped')
    }
    const malformed = mode === 'malformed'

    const url = new URL(request.url)
    const query = url.searchParams
    const prefix = url.pathname.endsWith(path)
      ? url.pathname.slice(0, -path.length || undefined)
      : ''
    const imageUrl: NftImageUrl = ({ caip2, contract, tokenId }) =>
      `${url.origin}${prefix}/v1/nft-image/${caip2}/${contract}/${tokenId}`

    const task = (async (): Promise<Response> => {
      if (route.name === 'rpc')
        return proxyRpc(request, (caip2) =>
          solana?.caipNetworkId === caip2 ? solana.rpcUrl : byCaip2.get(caip2)?.chain.rpcUrl,
        )
      let body: Record<string, unknown> | undefined
      if (route.method === 'POST') {
        try {
          const parsed: unknown = await request.json()
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error()
          body = parsed as Record<string, unknown>
        } catch {
          return failure(400, '', 'The body must be a JSON object')
        }
      }
      const projectId = query.get('projectId') || (body?.projectId as string | undefined)
      if (
        route.name !== 'nftImage' &&
        route.name !== 'exchange' &&
        (typeof projectId !== 'string' || projectId === '')
      )
        return failure(400, 'projectId', 'projectId is required')

      const address = route.params[0] ?? ''
      // The local Solana chain's balances (base58 accounts), when one runs.
      if (route.name === 'balance' && solana && query.get('chainId') === solana.caipNetworkId) {
        if (!isSolanaAddress(address)) return failure(400, 'address', `Invalid address: ${address}`)
        const answer: WireBalanceResponse = { balances: await readSolanaBalances(solana, address) }
        return json(200, malformed ? malformBalances(answer) : answer)
      }
      if (accountRoutes.has(route.name) && !isAddress(address, { strict: false }))
        return failure(400, 'address', `Invalid address: ${address}`)

      switch (route.name) {
        case 'supportedChains': {
          const caip2s = [
            ...indexes.map((index) => index.caip2),
            ...(solana ? [solana.caipNetworkId] : []),
            // The real list names Bitcoin too (its RPC proxy serves it; its data endpoints
            // have no Bitcoin provider: a balance or history request answers 400).
            ...BITCOIN_PROXIED,
          ]
          const answer: WireSupportedChains = { http: caip2s, ws: [...caip2s] }
          return json(200, malformed ? malformSupportedChains(answer) : answer)
        }
        case 'identity': {
          const seeded = identityOf(address as Address)
          const registered = names.registeredName(address)
          const answer: WireIdentity = registered ? { ...seeded, name: registered } : seeded
          return json(200, malformed ? malformIdentity(answer) : answer)
        }
        case 'balance': {
          const currency = query.get('currency') ?? 'usd'
          if (currency !== 'usd')
            return failure(
              400,
              'currency',
              `Unsupported currency: ${currency} (devstack prices in usd)`,
            )
          const selected = selectChains(query.get('chainId'))
          const lists = await Promise.all(
            selected.map((index) => readBalances(index, address as Address)),
          )
          const answer: WireBalanceResponse = { balances: lists.flat() }
          return json(200, malformed ? malformBalances(answer) : answer)
        }
        case 'price': {
          const addresses = body?.addresses
          const currency = body?.currency ?? 'usd'
          if (currency !== 'usd')
            return failure(400, 'currency', `Unsupported currency: ${String(currency)}`)
          if (
            !Array.isArray(addresses) ||
            addresses.length === 0 ||
            !addresses.every((a) => typeof a === 'string')
          )
            return failure(400, 'addresses', 'addresses must be a non-empty list of CAIP-10 ids')
          const fungibles: WireFungiblePrice[] = []
          const poolPrices = new Map<ChainIndex, Promise<PoolPrices>>()
          // The real server prices `addresses.first()` only (bapi:src/handlers/fungible_price.rs).
          for (const caip10 of (addresses as string[]).slice(0, 1)) {
            const [namespace, reference, contract] = caip10.split(':')
            if (!namespace || !reference || !contract || !isAddress(contract, { strict: false }))
              return failure(400, 'addresses', `Invalid CAIP-10 address: ${caip10}`)
            const index = byCaip2.get(`${namespace}:${reference}`)
            if (!index) continue
            const token = await priceableToken(index, getAddress(contract))
            if (!token) continue
            if (!poolPrices.has(index)) poolPrices.set(index, pricesOf(index))
            const price = priceOf(token, await poolPrices.get(index)!)
            if (price === undefined) continue
            fungibles.push({
              address: caip10,
              name: token.name,
              symbol: token.symbol,
              iconUrl: token.iconUrl,
              price,
              decimals: token.decimals,
            })
          }
          const answer: WireFungiblePriceResponse = { fungibles }
          return json(200, malformed ? malformPrices(answer) : answer)
        }
        case 'history': {
          const onramp = query.get('onramp')
          if (onramp === 'coinbase') return json(200, { data: [], next: null })
          if (onramp) return failure(400, 'onramp', `Unsupported onramp provider: ${onramp}`)
          const cursor = query.get('cursor')
          const after = cursor ? decodeCursor(cursor, 4) : undefined
          if (cursor && !after) return failure(400, 'cursor', 'Invalid cursor')
          const selected = selectChains(query.get('chainId'))
          await Promise.all(selected.map((index) => index.sync()))
          const { page, next } = takePage<Activity>({
            sorted: activityOf(selected, address as Address),
            keyOf: activityKey,
            compare: compareActivity,
            after,
          })
          const answer: WireTransactionsResponse = {
            data: await Promise.all(
              page.map((activity) => toWireTransaction(activity, address as Address, imageUrl)),
            ),
            next,
          }
          return json(200, malformed ? malformHistory(answer) : answer)
        }
        case 'nfts': {
          const cursor = query.get('cursor')
          const after = cursor ? decodeCursor(cursor, 3) : undefined
          if (cursor && !after) return failure(400, 'cursor', 'Invalid cursor')
          const selected = selectChains(query.get('chainId'))
          await Promise.all(selected.map((index) => index.sync()))
          const owned = selected.flatMap((index) =>
            index.nftsOf(address as Address).map((nft) => ({ index, ...nft })),
          )
          const { page, next } = takePage({
            sorted: owned,
            keyOf: ({ index, contract, tokenId }) => [
              index.chain.chainId,
              contract.toLowerCase(),
              tokenId.toString(),
            ],
            compare: compareNftKeys,
            after,
          })
          const data = await Promise.all(
            page.map(async ({ index, contract, tokenId }): Promise<WireNft> => {
              const { name, collection, info } = await describeNft({
                index,
                contract,
                tokenId,
                imageUrl,
              })
              return {
                chainId: index.caip2,
                contract,
                tokenId: tokenId.toString(),
                name,
                collection,
                content: {
                  preview: info.content!.preview!,
                  detail: info.content!.detail!,
                },
                flags: info.flags,
              }
            }),
          )
          const answer: WireNftsResponse = { data, next }
          return json(200, malformed ? malformNfts(answer) : answer)
        }
        case 'gasPrice': {
          const chainId = query.get('chainId')
          const index = chainId ? byCaip2.get(chainId) : undefined
          if (!index) return failure(400, 'chainId', `Network not supported: ${chainId}`)
          const [block, tip] = await Promise.all([
            index.client.getBlock({ blockTag: 'latest' }),
            index.client.estimateMaxPriorityFeePerGas().catch(() => 0n),
          ])
          const standard = 2n * (block.baseFeePerGas ?? 0n) + tip
          const answer: WireGasPrice = {
            standard: standard.toString(),
            fast: ((standard * 5n) / 4n).toString(),
            instant: ((standard * 3n) / 2n).toString(),
          }
          return json(200, malformed ? { standard: Number(standard) } : answer)
        }
        case 'swapTokens':
          return json(200, convert.tokens(query.get('chainId')))
        case 'swapQuotes':
          return json(200, await convert.quotes(query))
        case 'swapAllowance':
          return json(200, await convert.allowance(query))
        case 'buildApprove':
          return json(200, await convert.buildApprove(query))
        case 'buildTransaction':
          try {
            return json(200, await convert.buildTransaction(body ?? {}))
          } catch (error) {
            // axum's own plain-text rejection of a body that does not deserialize (convert.ts).
            if (!(error instanceof JsonRejection)) throw error
            return new Response(error.body, {
              status: error.status,
              headers: { 'content-type': 'text/plain; charset=utf-8' },
            })
          }
        case 'convertTampering': {
          // Not a hosted route: the tampering switches that prove Swap checks what it sends, per project id (convert.ts).
          const tampering = (body?.tampering ?? null) as ConvertTampering | null
          const target = typeof body?.projectId === 'string' ? body.projectId : String(projectId)
          convert.setTampering(target, tampering)
          return json(200, { projectId: target, tampering })
        }
        case 'profile': {
          // A known name's NameAndAddresses; an unknown one `[]` with apiVersion=2, else 404.
          const profile = names.lookup(route.params[0] ?? '', query.get('apiVersion'))
          const broken = Array.isArray(profile) ? profile : { ...profile, addresses: 'none' }
          return json(200, malformed ? broken : profile)
        }
        case 'profileReverse': {
          // Any address string (the server checks none): `[]` when unnamed with apiVersion=2.
          const found = names.reverse(address, query.get('apiVersion'))
          return json(200, malformed ? found.map((p) => ({ ...p, name: 42 })) : found)
        }
        case 'profileSuggestions':
          return json(200, names.suggestions(route.params[0] ?? '', query.get('zone')))
        case 'profileRegister':
          return json(200, await names.register(body ?? {}))
        case 'onrampOptions':
          return json(200, onramp.options(query, malformed))
        case 'onrampQuote':
          return json(200, onramp.quote(query))
        case 'onrampUrl':
          return json(200, await onramp.generate(body ?? {}))
        case 'exchange': {
          // Not a hosted route: the devstack's exchange stand-in (a host's 'Deposit from
          // exchange' entry links here; the page withdraws real ETH to the address).
          const { url } = await onramp.exchange(query)
          return new Response(null, { status: 302, headers: { location: url } })
        }
        case 'nftImage': {
          const [chainId = '', contract = '', id = ''] = route.params
          const index = byCaip2.get(chainId) ?? byCaip2.get(`eip155:${chainId}`)
          if (!index || !isAddress(contract, { strict: false }) || !/^\d+$/.test(id))
            return failure(404, 'token', 'No such NFT')
          await index.sync()
          const tokenId = BigInt(id)
          if (!index.nftExists(contract, tokenId)) return failure(404, 'token', 'No such NFT')
          const collection = await index.collectionInfo(contract)
          const svg = nftImageSvg({ collection: collection.name, tokenId })
          return new Response(malformed ? malformSvg(svg) : svg, {
            status: 200,
            headers: { 'content-type': 'image/svg+xml', date: new Date(now()).toUTCString() },
          })
        }
      }
    })().catch((error: unknown) =>
      error instanceof OnrampError && error.plain
        ? new Response(error.message, {
            status: error.status,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          })
        : error instanceof ConvertError ||
            error instanceof NameRegistryError ||
            error instanceof OnrampError
          ? failure(error.status, error.field, error.message)
          : failure(
              500,
              '',
              `Internal server error: ${error instanceof Error ? error.message : error}`,
            ),
    )
    work.add(task)
    try {
      return await task
    } finally {
      work.delete(task)
    }
  }

  return {
    handle,
    names,
    async setPool(chainId, pool, state) {
      const chain = chains.find((c) => c.chainId === chainId)
      const { amm, tusd, gway } = chain?.contracts ?? {}
      if (!chain || !amm || !tusd || !gway) throw new TypeError(`No AMM on chain ${chainId}`)
      if (!ammPoolNames.includes(pool))
        throw new TypeError(`Unknown pool "${pool}" (${ammPoolNames.join(', ')})`)
      if (state !== 'drained' && state !== 'seeded')
        throw new TypeError(`Unknown pool state "${state}" (drained, seeded)`)
      const { rpcUrl } = chain
      await drainPool({ rpcUrl, chainId, pair: amm.pairs[pool] })
      if (state === 'seeded') await seedPool({ rpcUrl, chainId, tokens: { tusd, gway }, amm, pool })
    },
    async stop() {
      stopped = true
      await onramp.stop()
      for (const release of [...waits]) release()
      await Promise.allSettled([...work])
    },
  }
}

/** Native currency, then the fixture ERC-20s, then any other ERC-20 the address touched. */
async function readBalances(index: ChainIndex, owner: Address): Promise<WireBalance[]> {
  await index.sync()
  const address = getAddress(owner)
  const fixtures = fixtureTokens(index.chain)
  const others = index
    .erc20ContractsOf(address)
    .filter((contract) => !fixtures.some((token) => token.address === contract))
  const tokens: TokenInfo[] = [
    ...fixtures,
    ...(await Promise.all(others.map((contract) => index.tokenInfo(contract)))),
  ]
  const [prices, native, ...amounts] = await Promise.all([
    pricesOf(index),
    index.client.getBalance({ address }),
    ...tokens.map((token) =>
      index.client
        .readContract({
          address: token.address!,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        .catch(() => undefined),
    ),
  ])
  const entry = (token: TokenInfo, amount: bigint): WireBalance => {
    const numeric = formatUnits(amount, token.decimals)
    const price = priceOf(token, prices as PoolPrices) ?? 0
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: index.caip2,
      ...(token.address ? { address: `${index.caip2}:${token.address}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: token.iconUrl,
    }
  }
  const balances = [entry(nativeToken, native as bigint)]
  tokens.forEach((token, i) => {
    const amount = amounts[i]
    if (amount !== undefined) balances.push(entry(token, amount))
  })
  return balances
}

/** The pools' prices of a chain's swap tokens (empty without the AMM: the fixed table answers). */
const pricesOf = (index: ChainIndex) => readPoolPrices(index.chain, index.client)

/**
 * A token's USD price: the pools' mid-price for a token they trade (none while its pools are
 * empty), else the fixed table (tokens no pool trades, e.g. CLAIM at 0, and chains without AMM).
 */
function priceOf(token: TokenInfo, pools: PoolPrices): number | undefined {
  const key = token.address ?? 'native'
  return pools.has(key) ? pools.get(key) : token.price
}

/** A token the price route can answer for: native (0xeeee…), a fixture, or an indexed ERC-20. */
async function priceableToken(index: ChainIndex, contract: Address) {
  if (contract === getAddress(nativeTokenAddress)) return nativeToken
  if (fixtureTokens(index.chain).some((token) => token.address === contract))
    return index.tokenInfo(contract)
  await index.sync()
  const seen = index
    .transactions()
    .some((tx) => tx.transfers.some((t) => t.kind === 'erc20' && t.contract === contract))
  return seen ? index.tokenInfo(contract) : undefined
}

function compareNftKeys(a: readonly unknown[], b: readonly unknown[]): number {
  const [chainA, contractA, idA] = a as [number, string, string]
  const [chainB, contractB, idB] = b as [number, string, string]
  if (chainA !== chainB) return chainA - chainB
  if (contractA !== contractB) return contractA < contractB ? -1 : 1
  const diff = BigInt(idA) - BigInt(idB)
  return diff === 0n ? 0 : diff > 0n ? 1 : -1
}

type RouteName =
  | 'supportedChains'
  | 'rpc'
  | 'identity'
  | 'balance'
  | 'price'
  | 'history'
  | 'nfts'
  | 'nftImage'
  | 'gasPrice'
  | 'swapTokens'
  | 'swapQuotes'
  | 'swapAllowance'
  | 'buildApprove'
  | 'buildTransaction'
  | 'convertTampering'
  | 'profile'
  | 'profileReverse'
  | 'profileSuggestions'
  | 'profileRegister'
  | 'onrampOptions'
  | 'onrampQuote'
  | 'onrampUrl'
  | 'exchange'

/** Routes whose first path parameter is an account address. */
/** Bitcoin mainnet and testnet: in the real supported-chains list for RPC only. */
const BITCOIN_PROXIED = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
]

const accountRoutes = new Set<RouteName>(['identity', 'balance', 'history', 'nfts'])

const routes: { name: RouteName; method: 'GET' | 'POST'; pattern: RegExp }[] = [
  { name: 'supportedChains', method: 'GET', pattern: /^\/v1\/supported-chains\/?$/ },
  { name: 'rpc', method: 'POST', pattern: /^\/v1\/?$/ },
  { name: 'identity', method: 'GET', pattern: /^\/v1\/identity\/([^/]+)\/?$/ },
  { name: 'balance', method: 'GET', pattern: /^\/v1\/account\/([^/]+)\/balance\/?$/ },
  { name: 'history', method: 'GET', pattern: /^\/v1\/account\/([^/]+)\/history\/?$/ },
  { name: 'nfts', method: 'GET', pattern: /^\/v1\/account\/([^/]+)\/nfts\/?$/ },
  { name: 'price', method: 'POST', pattern: /^\/v1\/fungible\/price\/?$/ },
  { name: 'gasPrice', method: 'GET', pattern: /^\/v1\/convert\/gas-price\/?$/ },
  { name: 'swapTokens', method: 'GET', pattern: /^\/v1\/convert\/tokens\/?$/ },
  { name: 'swapQuotes', method: 'GET', pattern: /^\/v1\/convert\/quotes\/?$/ },
  { name: 'swapAllowance', method: 'GET', pattern: /^\/v1\/convert\/allowance\/?$/ },
  { name: 'buildApprove', method: 'GET', pattern: /^\/v1\/convert\/build-approve\/?$/ },
  {
    name: 'buildTransaction',
    method: 'POST',
    pattern: /^\/v1\/convert\/build-transaction\/?$/,
  },
  { name: 'profile', method: 'GET', pattern: /^\/v1\/profile\/account\/([^/]+)\/?$/ },
  { name: 'onrampOptions', method: 'GET', pattern: /^\/v1\/onramp\/buy\/options\/?$/ },
  { name: 'onrampQuote', method: 'GET', pattern: /^\/v1\/onramp\/buy\/quotes\/?$/ },
  { name: 'onrampUrl', method: 'POST', pattern: /^\/v1\/generators\/onrampurl\/?$/ },
  { name: 'exchange', method: 'GET', pattern: /^\/devstack\/exchange\/?$/ },
  {
    name: 'convertTampering',
    method: 'POST',
    pattern: /^\/devstack\/convert-tampering\/?$/,
  },
  { name: 'profileRegister', method: 'POST', pattern: /^\/v1\/profile\/account\/?$/ },
  { name: 'profileReverse', method: 'GET', pattern: /^\/v1\/profile\/reverse\/([^/]+)\/?$/ },
  {
    name: 'profileSuggestions',
    method: 'GET',
    pattern: /^\/v1\/profile\/suggestions\/([^/]+)\/?$/,
  },
  {
    name: 'nftImage',
    method: 'GET',
    pattern: /^\/v1\/nft-image\/([^/]+)\/([^/]+)\/([^/]+)\/?$/,
  },
]

function matchRoute(path: string) {
  for (const route of routes) {
    const match = route.pattern.exec(path)
    if (match) {
      let params: string[]
      try {
        params = match.slice(1).map((part) => decodeURIComponent(part))
      } catch {
        return undefined
      }
      return { name: route.name, method: route.method, params }
    }
  }
  return undefined
}
