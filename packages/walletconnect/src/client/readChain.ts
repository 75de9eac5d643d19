import * as v from 'valibot'
import { WalletRequestError } from '../errors.js'
import {
  HttpRequestError,
  InvalidResponseError,
  RPC_TIMEOUT_MS,
  TimeoutError,
} from '../internal/core.js'

const ResponseSchema = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(
    v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }),
  ),
})

/**
 * Sends one read-only JSON-RPC request over HTTP (spec §7 "JSON-RPC POST body jsonrpc, id,
 * method, params"), trying each URL in turn when one cannot be reached; each try gives up after
 * RPC_TIMEOUT_MS (spec §9: 10000 ms). A JSON-RPC error is the chain's answer and is not retried.
 *
 * @param options - the JSON-RPC `id` (the client counts its own; default 1) and a signal that
 *   aborts the request (the engine's: it ends with the engine)
 * @throws WalletRequestError with the RPC's code for a JSON-RPC error; HttpRequestError,
 * InvalidResponseError or TimeoutError when no URL answered.
 * @example
 * await readChain(['http://127.0.0.1:8545'], 'eth_blockNumber', [])
 */
export async function readChain(
  urls: readonly string[],
  method: string,
  params: unknown,
  options: { id?: number; signal?: AbortSignal } = {},
): Promise<unknown> {
  const id = options.id ?? 1
  let failure: unknown = new HttpRequestError(0, 'no RPC URL')
  for (const url of urls) {
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
        signal: options.signal
          ? AbortSignal.any([AbortSignal.timeout(RPC_TIMEOUT_MS), options.signal])
          : AbortSignal.timeout(RPC_TIMEOUT_MS),
      })
    } catch (cause) {
      failure =
        (cause as Error)?.name === 'TimeoutError'
          ? new TimeoutError({ cause, details: url })
          : new HttpRequestError(0, url, { cause })
      continue
    }
    if (!response.ok) {
      failure = new HttpRequestError(response.status, url)
      continue
    }
    const body = v.safeParse(ResponseSchema, await response.json().catch(() => undefined))
    if (!body.success) {
      failure = new InvalidResponseError(url)
      continue
    }
    const { error, result } = body.output
    if (error) throw new WalletRequestError(error.message, { code: error.code, details: method })
    return result ?? null
  }
  throw failure
}
