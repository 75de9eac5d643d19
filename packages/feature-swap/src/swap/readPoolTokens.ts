/*
 * A pool's two tokens, read on chain (`token0()` / `token1()`, Uniswap V2 and V3 pools alike) with
 * plain JSON-RPC `eth_call`s: what `verify.ts` follows a 1inch `unoswap` route with, since its
 * calldata names only the source token and the pools.
 */

/** `token0()` and `token1()`. */
export const TOKEN0_SELECTOR = '0x0dfe1681'
export const TOKEN1_SELECTOR = '0xd21220a7'

/** How long one pool read may take before the swap is refused (ms). */
const POOL_READ_TIMEOUT_MS = 8_000

/**
 * The wrapped native token 1inch V6 wraps to and unwraps from, per CAIP-2 network (the router's
 * `_WETH`). A network not listed gets no `ethUnoswap*` nor unwrapping route (refused).
 */
export const WRAPPED_NATIVE: Readonly<Record<string, string>> = {
  'eip155:1': '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  'eip155:10': '0x4200000000000000000000000000000000000006',
  'eip155:56': '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
  'eip155:100': '0xe91d153e0b41518a2ce8dd3d7944fa863463a97d',
  'eip155:137': '0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270',
  'eip155:8453': '0x4200000000000000000000000000000000000006',
  'eip155:42161': '0x82af49447d8a07e3bd95bd0d56f35241523fbab1',
  'eip155:43114': '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7',
}

/** Reads a pool's `[token0, token1]` (lower-case); rejects when it cannot. */
export type PoolTokensReader = (pool: string) => Promise<readonly [string, string]>

/**
 * A `PoolTokensReader` over the JSON-RPC endpoint `rpcUrl` (the network's
 * `getRpcUrls(engine.config, network)[0]`). Each read ends within `timeoutMs`; a non-200, an RPC
 * error or an answer that is not one address word rejects.
 *
 * @example
 * const tokens = await poolTokensReader('https://rpc.example')('0xb4e1…') // ['0xa0b8…', '0xc02a…']
 */
export function poolTokensReader(
  rpcUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): PoolTokensReader {
  const doFetch = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? POOL_READ_TIMEOUT_MS
  const read = async (pool: string, data: string): Promise<string> => {
    const response = await doFetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ to: pool, data }, 'latest'],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`RPC answered ${response.status}`)
    const body = (await response.json()) as { result?: unknown }
    const result = typeof body?.result === 'string' ? body.result : ''
    if (!/^0x0{24}[0-9a-fA-F]{40}$/.test(result)) throw new Error(`${pool} names no token`)
    return `0x${result.slice(26).toLowerCase()}`
  }
  return async (pool) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(pool)) throw new Error(`Invalid pool: ${pool}`)
    const [token0, token1] = await Promise.all([
      read(pool, TOKEN0_SELECTOR),
      read(pool, TOKEN1_SELECTOR),
    ])
    return [token0, token1] as const
  }
}
