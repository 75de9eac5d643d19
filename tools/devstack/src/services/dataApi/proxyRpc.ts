import { jsonResponse } from '../http/jsonResponse.js'

/**
 * The blockchain API's JSON-RPC proxy (`POST /v1/?chainId={caip2}&projectId={id}`, a single
 * request or a batch; `bapi:src/handlers/proxy.rs`): forwards the body to the local chain of that
 * CAIP-2 id and answers with what it answered. A chain it has no node for answers 400, as the
 * real proxy does for a chain it does not serve.
 *
 * @param request The client's request (its body is forwarded as is).
 * @param rpcUrlOf The local node's URL for a CAIP-2 id, if there is one.
 * @example
 * await proxyRpc(request, (caip2) => (caip2 === 'eip155:1' ? 'http://127.0.0.1:8545' : undefined))
 */
export async function proxyRpc(
  request: Request,
  rpcUrlOf: (caip2: string) => string | undefined,
): Promise<Response> {
  const query = new URL(request.url).searchParams
  const chainId = query.get('chainId') ?? ''
  const failure = (field: string, description: string) =>
    jsonResponse({ status: 'FAILED', reasons: [{ field, description }] }, 400)
  if (!query.get('projectId')) return failure('projectId', 'projectId is required')
  const target = rpcUrlOf(chainId)
  if (!target) return failure('chainId', `Requested chain is not supported: ${chainId}`)
  const answer = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await request.text(),
  })
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  })
}
