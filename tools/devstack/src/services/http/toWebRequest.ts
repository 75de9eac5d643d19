import type { IncomingMessage } from 'node:http'

/**
 * Turns a Node request into a web `Request` on `origin` (the body is read in full). HEAD is
 * passed on as GET: handlers answer it like GET and the server drops the body.
 *
 * @example
 * const request = await toWebRequest(incoming, 'http://127.0.0.1:8555')
 */
export async function toWebRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
    headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!)
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET')
  let body: Uint8Array<ArrayBuffer> | undefined
  if (method !== 'GET') {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    body = new Uint8Array(Buffer.concat(chunks))
  }
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body })
}
