import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

/** A local RPC endpoint that answers every request with HTTP 503; closed after the test. */
export async function failingRpc(): Promise<string> {
  // CORS headers as a real RPC sends them: the page (happy-dom) checks them.
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') res.writeHead(204).end()
    else res.writeHead(503).end('down')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => void server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
