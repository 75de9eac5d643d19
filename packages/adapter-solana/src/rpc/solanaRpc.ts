import { RPC_TIMEOUT_MS } from '../internal/core.js'
import { SolanaRpcError } from '../internal/errors.js'

let ids = 0

/**
 * One Solana JSON-RPC call over fetch (spec §9: HTTP RPC timeout 10 s). Small on purpose: the
 * balance shown with the account needs no web3.js. Rejects with SolanaRpcError on HTTP errors,
 * JSON-RPC errors (with their `data`, e.g. preflight logs) and timeouts.
 */
export async function solanaRpc<T>(
  url: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++ids, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw new SolanaRpcError(`Solana RPC unreachable (${method})`, { cause })
  }
  if (!response.ok)
    throw new SolanaRpcError(`Solana RPC answered HTTP ${response.status} (${method})`)
  const body = (await response.json().catch(() => null)) as {
    result?: T
    error?: { code?: number; message?: string; data?: unknown }
  } | null
  if (!body || typeof body !== 'object')
    throw new SolanaRpcError(`Solana RPC sent no JSON (${method})`)
  if (body.error)
    throw new SolanaRpcError(String(body.error.message ?? 'Solana RPC error'), {
      code: typeof body.error.code === 'number' ? body.error.code : undefined,
      data: body.error.data,
    })
  return body.result as T
}
