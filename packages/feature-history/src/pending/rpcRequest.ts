import * as v from 'valibot'
import {
  BaseError,
  HttpRequestError,
  InvalidResponseError,
  RPC_TIMEOUT_MS,
} from '../internal/core.js'

/** A JSON-RPC error answer of the node (`error: { code, message }`). */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError'
  constructor(method: string, error: { code: number; message: string }) {
    super(`${method} failed`, { details: error.message, code: error.code })
  }
}

const Answer = v.union([
  v.object({ result: v.unknown() }),
  v.object({ error: v.object({ code: v.number(), message: v.string() }) }),
])

/**
 * One JSON-RPC call over HTTP POST (spec §7 "JSON-RPC POST body jsonrpc, id, method, params"),
 * its `result` parsed with `schema`. Rejects with HttpRequestError (non-OK status),
 * RpcResponseError (an `error` answer), InvalidResponseError (a body that does not fit) or the
 * abort reason; a request never outlives RPC_TIMEOUT_MS. @internal
 */
export async function rpcRequest<T>(params: {
  url: string
  method: string
  params: unknown[]
  schema: v.GenericSchema<unknown, T>
  signal: AbortSignal
  fetch?: typeof fetch | undefined
}): Promise<T> {
  const { url, method, schema } = params
  const doFetch = params.fetch ?? globalThis.fetch
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params.params }),
    signal: AbortSignal.any([params.signal, AbortSignal.timeout(RPC_TIMEOUT_MS)]),
  })
  if (!response.ok) {
    response.body?.cancel().catch(() => {})
    throw new HttpRequestError(response.status, url)
  }
  const answer = v.safeParse(Answer, await response.json().catch(() => undefined))
  if (!answer.success) throw new InvalidResponseError(url, { details: `${method}: not JSON-RPC` })
  if ('error' in answer.output) throw new RpcResponseError(method, answer.output.error)
  const result = v.safeParse(schema, answer.output.result)
  if (!result.success) {
    throw new InvalidResponseError(url, {
      details: `${method}: ${result.issues[0]?.message ?? 'unexpected result'}`,
    })
  }
  return result.output
}
