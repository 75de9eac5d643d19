import type { ServerResponse } from 'node:http'

/**
 * Writes a web `Response` to a Node response, with `extraHeaders` (CORS) added; `head` sends
 * the headers only. Does nothing if the connection is already gone.
 *
 * @example
 * await sendWebResponse(outgoing, new Response('hi'), corsHeaders(request.headers))
 */
export async function sendWebResponse(
  outgoing: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
  head = false,
): Promise<void> {
  const body =
    head || response.body === null ? undefined : Buffer.from(await response.arrayBuffer())
  if (outgoing.destroyed) return
  const headers: Record<string, string> = { ...extraHeaders }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (body) headers['content-length'] = String(body.length)
  outgoing.writeHead(response.status, headers)
  outgoing.end(body)
}
