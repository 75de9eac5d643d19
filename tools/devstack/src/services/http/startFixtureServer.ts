// A local HTTP server answering recorded shapes of the hosted blockchain API, for contract tests:
// the client under test calls it exactly as it calls the real service (CORS open, as the hosted
// one), and every request is kept for assertions.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One canned answer: a status and a JSON body (`undefined`: no body). */
export type FixtureAnswer = { status: number; body?: unknown }

/** A request the server received: method, path, query and the JSON body. */
export type FixtureRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

/**
 * Starts a server that answers each request with `answer(request)` (a 404 when it returns
 * `undefined`). Close it with `close()`. Used by the feature packages' contract tests.
 *
 * @example
 * const server = await startFixtureServer(({ path }) => (path === '/v1/x' ? { status: 200, body: [] } : undefined))
 * createEngine({ …, services: { api: server.url } })
 */
export async function startFixtureServer(
  answer: (request: FixtureRequest) => FixtureAnswer | undefined,
) {
  const requests: FixtureRequest[] = []
  const server = createServer(async (incoming, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const url = new URL(incoming.url ?? '/', 'http://fixture')
    const text = await readBody(incoming)
    const request: FixtureRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(request)
    const found = answer(request) ?? { status: 404, body: { status: 'FAILED', reasons: [] } }
    response.writeHead(found.status, { 'content-type': 'application/json' })
    response.end(found.body === undefined ? '' : JSON.stringify(found.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
