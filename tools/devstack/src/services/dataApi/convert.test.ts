// The swap routes on real anvil nodes with Uniswap V2 deployed from the published artifacts
// (what Swap needs to build one real transaction): quotes equal the router's own `getAmountsOut`, built transactions really swap, a
// drained pool answers 400 'Insufficient liquidity'.
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ammSeeds } from '../../chain/deployAmm.js'
import { type StartDevChainReturnType, startDevChain } from '../../chain/startDevChain.js'
import { testAccounts } from '../../chain/testAccounts.js'
import { loadUniswapArtifacts } from '../../chain/uniswapArtifacts.js'
import {
  type StartServiceEmulatorReturnType,
  startServiceEmulator,
} from '../startServiceEmulator.js'

let devChain: StartDevChainReturnType
let emulator: StartServiceEmulatorReturnType
const artifacts = loadUniswapArtifacts()
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const trader = testAccounts[5]!
const caip = (chainId: number, address: string) => `eip155:${chainId}:${address}`
/**
 * The gas a swap is sent with here, as Swap sends it (its `SWAP_GAS_LIMIT`, or the service's
 * estimate when higher). Not anvil's estimate: anvil stamps every block of one wall-clock second
 * with the same time, and a pair updates its price accumulators only when time has passed since
 * its last trade. An estimate made in the pool's last second leaves those writes out; mined a
 * second later, the swap needs them and runs out of gas ('reverted', as CI saw once).
 */
const SWAP_GAS = 200_000n

beforeAll(async () => {
  devChain = await startDevChain()
  emulator = await startServiceEmulator({ chains: devChain.chains })
}, 60_000)
afterAll(async () => {
  await emulator?.stop()
  await devChain?.stop()
})

const chainOf = (chainId: number) => devChain.chains.find((c) => c.chainId === chainId)!
const reader = (chainId: number) => createPublicClient({ transport: http(chainOf(chainId).rpcUrl) })
const walletOf = (chainId: number) =>
  createWalletClient({
    account: privateKeyToAccount(trader.privateKey),
    chain: {
      id: chainId,
      name: 'dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chainOf(chainId).rpcUrl] } },
    },
    transport: http(chainOf(chainId).rpcUrl),
  })

async function api(path: string, query: Record<string, string>, body?: unknown) {
  const url = new URL(`${emulator.urls.api}${path}`)
  for (const [key, value] of Object.entries({ projectId: 'p', ...query }))
    url.searchParams.set(key, value)
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    ...(body
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: one helper reads every convert route's wire shape
    body: json as Record<string, any>,
    text,
    type: response.headers.get('content-type'),
  }
}

/** Uniswap V2's formula (0.3 % fee), computed here from the reserves, independently. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint) {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

async function reservesOf(chainId: number, pool: keyof typeof ammSeeds, tokenIn: string) {
  const pair = chainOf(chainId).contracts.amm!.pairs[pool]
  const client = reader(chainId)
  const [r0, r1] = (await client.readContract({
    address: pair,
    abi: artifacts.pair.abi,
    functionName: 'getReserves',
  })) as [bigint, bigint]
  const token0 = (await client.readContract({
    address: pair,
    abi: artifacts.pair.abi,
    functionName: 'token0',
  })) as string
  return token0.toLowerCase() === tokenIn.toLowerCase() ? [r0, r1] : [r1, r0]
}

describe('Uniswap V2 on the dev chains', () => {
  it("the router's hard-coded init-code hash is the deployed pair's", async () => {
    expect(artifacts.initCodeHash).toBe(
      '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
    )
    for (const chainId of [1, 8453]) {
      const { amm, tusd } = chainOf(chainId).contracts
      const client = reader(chainId)
      await expect(
        client.readContract({
          address: amm!.router,
          abi: artifacts.router.abi,
          functionName: 'factory',
        }),
      ).resolves.toBe(amm!.factory)
      // pairFor (in the router) and the factory agree: the router finds the seeded pool.
      const [reserveEth, reserveTusd] = await reservesOf(chainId, 'ETH/TUSD', amm!.weth)
      expect(reserveEth).toBe(parseEther(ammSeeds['ETH/TUSD'].amountA))
      expect(reserveTusd).toBe(parseUnits(ammSeeds['ETH/TUSD'].amountB, 6))
      const amounts = (await client.readContract({
        address: amm!.router,
        abi: artifacts.router.abi,
        functionName: 'getAmountsOut',
        args: [parseEther('1'), [amm!.weth, tusd]],
      })) as bigint[]
      expect(amounts[1]).toBe(amountOut(parseEther('1'), reserveEth!, reserveTusd!))
    }
  })
})

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency and the pooled fixture tokens, no spam', async () => {
    const { status, body } = await api('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(status).toBe(200)
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'TUSD', 'GWAY'])
    expect(body.tokens[0]).toMatchObject({ address: caip(1, NATIVE), decimals: 18 })
    expect(body.tokens[1]).toMatchObject({
      address: caip(1, chainOf(1).contracts.tusd!),
      decimals: 6,
      name: 'Test USD',
    })
    // bapi:src/handlers/convert/tokens.rs: `logoUri`/`eip2612` are `Option`s, `null` when absent.
    expect(body.tokens[2]).toMatchObject({ symbol: 'GWAY', logoUri: null, eip2612: false })
    for (const token of body.tokens) expect(Object.keys(token)).toContain('logoUri')
  })

  it('refuses a chain without the AMM', async () => {
    const { status, body } = await api('/v1/convert/tokens', { chainId: 'eip155:10' })
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 'FAILED', reasons: [{ field: 'chainId' }] })
  })
})

describe('GET /v1/convert/quotes', () => {
  it("answers the pool's getAmountsOut in base units", async () => {
    const { amm, tusd } = chainOf(1).contracts
    const [rIn, rOut] = await reservesOf(1, 'ETH/TUSD', amm!.weth)
    const { status, body } = await api('/v1/convert/quotes', {
      amount: parseEther('0.5').toString(),
      userAddress: caip(1, trader.address),
      from: caip(1, NATIVE),
      to: caip(1, tusd!),
      gasPrice: '1000000000',
    })
    expect(status).toBe(200)
    expect(body.quotes).toEqual([
      {
        id: null,
        fromAmount: parseEther('0.5').toString(),
        fromAccount: caip(1, NATIVE),
        toAmount: amountOut(parseEther('0.5'), rIn!, rOut!).toString(),
        toAccount: caip(1, tusd!),
      },
    ])
  })

  it("400 'Insufficient liquidity' for a trade larger than the pool", async () => {
    const { tusd } = chainOf(1).contracts
    const { status, body } = await api('/v1/convert/quotes', {
      amount: parseEther('500').toString(),
      userAddress: caip(1, trader.address),
      from: caip(1, NATIVE),
      to: caip(1, tusd!),
      gasPrice: '1',
    })
    expect(status).toBe(400)
    expect(body.reasons[0]).toEqual({ field: 'amount', description: 'Insufficient liquidity' })
  })

  it('refuses a malformed amount', async () => {
    const { tusd } = chainOf(1).contracts
    const { status } = await api('/v1/convert/quotes', {
      amount: '1.5',
      userAddress: caip(1, trader.address),
      from: caip(1, NATIVE),
      to: caip(1, tusd!),
      gasPrice: '1',
    })
    expect(status).toBe(400)
  })
})

describe('approve, build and swap on chain (account #5, Base)', () => {
  it('TUSD → GWAY: allowance 0, build-approve, approve, build-transaction with 1 % slippage, swap', async () => {
    const chainId = 8453
    const { tusd, gway, amm } = chainOf(chainId).contracts
    const client = reader(chainId)
    const wallet = walletOf(chainId)
    const user = caip(chainId, trader.address)
    // Account #5 has no TUSD: the minter (account #0) gives it some first.
    const minter = createWalletClient({
      account: privateKeyToAccount(testAccounts[0]!.privateKey),
      chain: wallet.chain,
      transport: http(chainOf(chainId).rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await minter.writeContract({
        address: tusd!,
        abi: [
          {
            type: 'function',
            name: 'mint',
            stateMutability: 'nonpayable',
            inputs: [
              { name: 'to', type: 'address' },
              { name: 'amount', type: 'uint256' },
            ],
            outputs: [],
          },
        ] as const,
        functionName: 'mint',
        args: [trader.address, parseUnits('1000', 6)],
      }),
    })
    const amount = parseUnits('100', 6)
    const allowance = await api('/v1/convert/allowance', {
      tokenAddress: caip(chainId, tusd!),
      userAddress: user,
    })
    expect(allowance.body).toEqual({ allowance: '0' })

    // The real route has no `userAddress` and approves the `to` param's token (approve.rs).
    const approve = await api('/v1/convert/build-approve', {
      from: caip(chainId, tusd!),
      to: caip(chainId, tusd!),
      amount: amount.toString(),
    })
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toEqual({
      from: caip(chainId, tusd!),
      to: caip(chainId, tusd!),
      data: expect.stringMatching(/^0x095ea7b3/),
      value: '0',
      eip155: { gasPrice: expect.stringMatching(/^\d+$/) },
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.body.tx.data as Hex }).args).toEqual([
      amm!.router,
      amount,
    ])
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: tusd!, data: approve.body.tx.data as Hex }),
    })
    const after = await api('/v1/convert/allowance', {
      tokenAddress: caip(chainId, tusd!),
      userAddress: user,
    })
    expect(after.body).toEqual({ allowance: amount.toString() })

    const quote = await api('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user,
      from: caip(chainId, tusd!),
      to: caip(chainId, gway!),
      gasPrice: '1',
    })
    const quoted = BigInt(quote.body.quotes[0].toAmount)
    const built = await api(
      '/v1/convert/build-transaction',
      {},
      {
        projectId: 'p',
        amount: amount.toString(),
        eip155: { slippage: 1 },
        from: caip(chainId, tusd!),
        to: caip(chainId, gway!),
        userAddress: user,
        disableEstimate: false,
      },
    )
    expect(built.status).toBe(200)
    // `amount` is 1inch's dstAmount: the output (one_inch.rs), not a value to send.
    expect(built.body.tx).toMatchObject({
      from: user,
      to: caip(chainId, amm!.router),
      amount: quoted.toString(),
    })
    expect(BigInt(built.body.tx.eip155.gas)).toBeGreaterThan(50_000n)
    const call = decodeFunctionData({ abi: artifacts.router.abi, data: built.body.tx.data as Hex })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    const [amountIn, minimumOut, path, to] = call.args as [bigint, bigint, string[], string]
    expect([amountIn, path, to]).toEqual([amount, [tusd, gway], trader.address])
    // 1 % slippage: the minimum is 99 % of the quote, rounded down.
    expect(minimumOut).toBe((quoted * 9900n) / 10_000n)

    const balance = () =>
      client.readContract({
        address: gway!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader.address],
      })
    const before = await balance()
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: amm!.router,
        data: built.body.tx.data as Hex,
        gas: [SWAP_GAS, BigInt(built.body.tx.eip155.gas)].reduce((a, b) => (a > b ? a : b)),
      }),
    })
    expect(receipt.status).toBe('success')
    expect((await balance()) - before).toBe(quoted)
  })

  it('ETH → TUSD: swapExactETHForTokens; amount is the output; slippage 2 %', async () => {
    const chainId = 8453
    const { tusd, amm } = chainOf(chainId).contracts
    const user = caip(chainId, trader.address)
    const built = await api(
      '/v1/convert/build-transaction',
      {},
      {
        projectId: 'p',
        amount: parseEther('0.2').toString(),
        eip155: { slippage: 2 },
        from: caip(chainId, NATIVE),
        to: caip(chainId, tusd!),
        userAddress: user,
      },
    )
    expect(built.status).toBe(200)
    const [rIn, rOut] = await reservesOf(chainId, 'ETH/TUSD', amm!.weth)
    const out = amountOut(parseEther('0.2'), rIn!, rOut!)
    expect(built.body.tx.amount).toBe(out.toString())
    const call = decodeFunctionData({ abi: artifacts.router.abi, data: built.body.tx.data as Hex })
    expect(call.functionName).toBe('swapExactETHForTokens')
    const [minimumOut, path] = call.args as [bigint, string[]]
    expect(path).toEqual([amm!.weth, tusd])
    expect(minimumOut).toBe((out * 9800n) / 10_000n)
  })

  const build = (patch: Record<string, unknown>, projectId = 'p') => {
    const { tusd } = chainOf(8453).contracts
    return api(
      '/v1/convert/build-transaction',
      {},
      {
        projectId,
        amount: parseEther('0.01').toString(),
        eip155: { slippage: 1 },
        from: caip(8453, NATIVE),
        to: caip(8453, tusd!),
        userAddress: caip(8453, trader.address),
        ...patch,
      },
    )
  }

  it("a slippage that is not a usize: axum's JSON rejection, 422 in plain text", async () => {
    // bapi:src/handlers/convert/transaction.rs `slippage: usize` behind axum's `Json` extractor.
    for (const [slippage, detail] of [
      ['1', 'invalid type: string "1", expected usize'],
      [0.5, 'invalid type: floating point `0.5`, expected usize'],
      [-1, 'invalid value: integer `-1`, expected usize'],
    ] as const) {
      const answer = await build({ eip155: { slippage } })
      expect(answer.status).toBe(422)
      expect(answer.type).toMatch(/^text\/plain/)
      expect(answer.text).toBe(
        `Failed to deserialize the JSON body into the target type: eip155.slippage: ${detail}`,
      )
    }
    const missing = await build({ eip155: {} })
    expect([missing.status, missing.text]).toEqual([
      422,
      'Failed to deserialize the JSON body into the target type: eip155: missing field `slippage`',
    ])
    // `amount` is a String on the server: a number is refused the same way.
    expect((await build({ amount: 1000 })).status).toBe(422)
  })

  it("refuses a slippage beyond 50 % and a missing eip155 with the service's 400", async () => {
    for (const patch of [{ eip155: { slippage: 60 } }, { eip155: undefined }]) {
      const answer = await build(patch)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ status: 'FAILED' })
    }
  })
})

describe('tampering switches (a service answer Swap must refuse), per project id', () => {
  const TAMPER = '0x00000000000000000000000000000000DeaDBeef'
  const tamper = async (projectId: string, tampering: string | null) =>
    (
      await api(
        '/devstack/convert-tampering',
        {},
        {
          projectId,
          tampering,
        },
      )
    ).status
  const buildFor = (projectId: string) =>
    api(
      '/v1/convert/build-transaction',
      {},
      {
        projectId,
        amount: parseEther('0.01').toString(),
        eip155: { slippage: 1 },
        from: caip(8453, NATIVE),
        to: caip(8453, chainOf(8453).contracts.tusd!),
        userAddress: caip(8453, trader.address),
      },
    )
  const decode = (data: string) =>
    decodeFunctionData({ abi: artifacts.router.abi, data: data as Hex }).args as [
      bigint,
      string[],
      string,
    ]

  it('wrongRouter, wrongRecipient, lowerMinimum, extraValue change only that project', async () => {
    const { amm } = chainOf(8453).contracts
    const honest = await buildFor('honest')
    const [minimum] = decode(honest.body.tx.data)
    expect(honest.body.tx.to).toBe(caip(8453, amm!.router))

    expect(await tamper('t1', 'wrongRouter')).toBe(200)
    expect((await buildFor('t1')).body.tx.to).toBe(caip(8453, TAMPER))
    expect((await buildFor('other')).body.tx.to).toBe(caip(8453, amm!.router))

    expect(await tamper('t1', 'wrongRecipient')).toBe(200)
    expect(decode((await buildFor('t1')).body.tx.data)[2]).toBe(TAMPER)

    expect(await tamper('t1', 'lowerMinimum')).toBe(200)
    const [lowered] = decode((await buildFor('t1')).body.tx.data)
    expect(lowered).toBeLessThanOrEqual(minimum / 2n + minimum / 100n)

    expect(await tamper('t1', 'extraValue')).toBe(200)
    const extra = (await buildFor('t1')).body.tx.amount
    expect(BigInt(extra) - BigInt(honest.body.tx.amount)).toBeGreaterThan(parseEther('4.9'))

    expect(await tamper('t1', null)).toBe(200)
    expect((await buildFor('t1')).body.tx.to).toBe(caip(8453, amm!.router))
    expect(await tamper('t1', 'bogus')).toBe(400)
  })

  it('unlimitedApprove and wrongRouter on build-approve', async () => {
    const { tusd, amm } = chainOf(8453).contracts
    const approve = (projectId: string) =>
      api('/v1/convert/build-approve', {
        projectId,
        from: caip(8453, tusd!),
        to: caip(8453, tusd!),
        amount: '1000',
      })
    const args = async (projectId: string) =>
      decodeFunctionData({ abi: erc20Abi, data: (await approve(projectId)).body.tx.data as Hex })
        .args
    expect(await args('honest')).toEqual([amm!.router, 1000n])
    await tamper('t2', 'unlimitedApprove')
    expect(await args('t2')).toEqual([amm!.router, 2n ** 256n - 1n])
    await tamper('t2', 'wrongRouter')
    expect(await args('t2')).toEqual([TAMPER, 1000n])
    await tamper('t2', null)
  })
})

describe('the pool switch', () => {
  it("drained: quotes answer 400 'Insufficient liquidity'; seeded again: quotes come back", async () => {
    const { gway } = chainOf(8453).contracts
    const query = {
      amount: parseEther('0.01').toString(),
      userAddress: caip(8453, trader.address),
      from: caip(8453, NATIVE),
      to: caip(8453, gway!),
      gasPrice: '1',
    }
    expect((await api('/v1/convert/quotes', query)).status).toBe(200)
    const control = await fetch(`${emulator.url}/_control/pool`, {
      method: 'POST',
      body: JSON.stringify({ chainId: 8453, pool: 'ETH/GWAY', state: 'drained' }),
    })
    expect(control.status).toBe(200)
    const drained = await api('/v1/convert/quotes', query)
    expect(drained.status).toBe(400)
    expect(drained.body.reasons[0].description).toBe('Insufficient liquidity')
    await emulator.setPool(8453, 'ETH/GWAY', 'seeded')
    expect((await api('/v1/convert/quotes', query)).status).toBe(200)
  })

  it('refuses an unknown pool', async () => {
    const control = await fetch(`${emulator.url}/_control/pool`, {
      method: 'POST',
      body: JSON.stringify({ chainId: 1, pool: 'ETH/DOGE', state: 'drained' }),
    })
    expect(control.status).toBe(400)
  })
})

describe('POST /v1/fungible/price from the pools (spec §7 fungible price)', () => {
  // One address per request, as clients ask: the real route prices only the first
  // (bapi:src/handlers/fungible_price.rs).
  const price = async (chainId: number, ...addresses: string[]) => {
    const entries: [string, number][] = []
    for (const address of addresses) {
      const { status, body } = await api(
        '/v1/fungible/price',
        {},
        { projectId: 'p', currency: 'usd', addresses: [caip(chainId, address)] },
      )
      expect(status).toBe(200)
      for (const f of body.fungibles as { symbol: string; price: number }[])
        entries.push([f.symbol, f.price])
    }
    return Object.fromEntries(entries)
  }
  /** A pool's mid-price, independently: quote reserve ÷ base reserve, in whole tokens. */
  const mid = async (pool: keyof typeof ammSeeds, base: string, decimals: [number, number]) => {
    const [rBase, rQuote] = await reservesOf(1, pool, base)
    return Number(formatUnits(rQuote!, decimals[1])) / Number(formatUnits(rBase!, decimals[0]))
  }

  it('TUSD is the 1 USD anchor, ETH and GWAY their pools’ mid-prices; a trade moves the price', async () => {
    const { tusd, gway, amm } = chainOf(1).contracts
    // No test swaps on chain 1 before this one: the seed prices (ETH 3000, GWAY 0.25).
    expect(await price(1, NATIVE, tusd!, gway!)).toEqual({ ETH: 3000, TUSD: 1, GWAY: 0.25 })
    // Account #5 buys TUSD with 2 ETH straight through the router: ETH gets cheaper.
    const wallet = walletOf(1)
    const block = await reader(1).getBlock()
    const hash = await wallet.writeContract({
      address: amm!.router,
      abi: artifacts.router.abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [amm!.weth, tusd!], trader.address, block.timestamp + 600n],
      value: parseEther('2'),
      gas: SWAP_GAS,
    })
    expect((await reader(1).waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await price(1, NATIVE, tusd!, gway!)
    const ethMid = await mid('ETH/TUSD', amm!.weth, [18, 6])
    expect(after.ETH).toBeCloseTo(ethMid, 6)
    expect(after.ETH).toBeLessThan(3000 * 0.97) // 2 ETH into a 100 ETH pool: ~4 % lower
    expect(after.TUSD).toBe(1)
    expect(after.GWAY).toBe(0.25) // TUSD/GWAY did not move
    // Balances are priced the same way (value = quantity × the pool price).
    const balances = await api(`/v1/account/${trader.address}/balance`, {
      currency: 'usd',
      chainId: 'eip155:1',
    })
    const eth = (balances.body.balances as { symbol: string; price: number }[]).find(
      (b) => b.symbol === 'ETH',
    )
    expect(eth?.price).toBe(after.ETH)
  })

  it('GWAY through ETH/GWAY when TUSD/GWAY is empty; none while all its pools are', async () => {
    const { gway } = chainOf(1).contracts
    await emulator.setPool(1, 'TUSD/GWAY', 'drained')
    try {
      const viaEth = (await price(1, NATIVE, gway!)) as { ETH: number; GWAY: number }
      const gwayInEth = await mid('ETH/GWAY', gway!, [18, 18])
      expect(viaEth.GWAY).toBeCloseTo(gwayInEth * viaEth.ETH, 9)
      await emulator.setPool(1, 'ETH/GWAY', 'drained')
      expect(await price(1, NATIVE, gway!)).toEqual({ ETH: viaEth.ETH })
    } finally {
      await emulator.setPool(1, 'TUSD/GWAY', 'seeded')
      await emulator.setPool(1, 'ETH/GWAY', 'seeded')
    }
  })
})
