import { describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { getServiceClients } from './getServiceClients.js'

describe('getServiceClients', () => {
  it('builds one client per service from config.services, once per engine', () => {
    const engine = makeEngine({
      services: {
        walletList: 'http://127.0.0.1:1/wallets',
        api: 'http://127.0.0.1:1/api',
        analytics: 'http://127.0.0.1:1/pulse',
      },
    })
    const clients = getServiceClients(engine)
    expect(clients.walletList.baseUrl).toBe('http://127.0.0.1:1/wallets')
    expect(clients.api.baseUrl).toBe('http://127.0.0.1:1/api')
    expect(clients.analytics.baseUrl).toBe('http://127.0.0.1:1/pulse')
    expect(getServiceClients(engine)).toBe(clients)
    expect(getServiceClients(makeEngine())).not.toBe(clients)
  })

  it('sends projectId, st, sv and clientId (when configured) with every request', async () => {
    const urls: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(new URL(input))
        return new Response('{}')
      }),
    )
    try {
      const withClient = makeEngine({ projectId: 'p-1', clientId: 'client-7', sdkVersion: '9.9.9' })
      await getServiceClients(withClient).analytics.post('/e', { body: {} })
      await getServiceClients(makeEngine({ projectId: 'p-2' })).api.getBlob('/x')
    } finally {
      vi.unstubAllGlobals()
    }
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      projectId: 'p-1',
      st: expect.any(String),
      sv: '9.9.9',
      clientId: 'client-7',
    })
    expect(urls[1]!.searchParams.has('clientId')).toBe(false)
    expect(urls[1]!.searchParams.get('projectId')).toBe('p-2')
  })
})
