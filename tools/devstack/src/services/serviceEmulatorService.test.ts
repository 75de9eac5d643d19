import { describe, expect, it } from 'vitest'
import { getFreePort } from '../chain/spawnAnvil.js'
import type { DevChainInfo } from '../chain/startDevChain.js'
import { type RunningService, services } from '../cli/services.js'
import { serviceEmulatorService } from './serviceEmulatorService.js'

const chain: DevChainInfo = {
  chainId: 8453,
  name: 'Base',
  rpcUrl: 'http://127.0.0.1:1',
  port: 1,
  contracts: {},
}

describe('serviceEmulatorService (devstack CLI part "services")', () => {
  it('is registered after the chain', () => {
    const names = services.map((s) => s.name)
    expect(names).toContain('services')
    expect(names.indexOf('chain')).toBeLessThan(names.indexOf('services'))
  })

  it('starts on a free port without --port, with state { url, urls } and a summary', async () => {
    const running = await serviceEmulatorService.start({}, new Map())
    const state = running.state as { url: string; urls: Record<string, string> }
    expect(state.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(state.urls).toEqual({
      walletList: `${state.url}/wallets`,
      api: `${state.url}/api`,
      analytics: `${state.url}/pulse`,
    })
    const summary = running.summary.join('\n')
    for (const url of Object.values(state.urls)) expect(summary).toContain(url)
    expect(summary).toContain(`${state.url}/_control: POST /switch`)
    expect(summary).toContain('GET /analytics/events')
    const wallets = await fetch(`${state.urls.walletList}/getWallets?projectId=p&entries=1`)
    expect((await wallets.json()).count).toBe(620)
    await running.stop()
    await expect(fetch(state.url)).rejects.toThrow()
  })

  it('listens on --port + 10 and serves the chain service’s chains through /api', async () => {
    const port = (await getFreePort()) - 10
    const started = new Map<string, RunningService>([
      ['chain', { state: { chains: [chain] }, summary: [], stop: async () => {} }],
    ])
    const running = await serviceEmulatorService.start({ port }, started)
    const { url, urls } = running.state as { url: string; urls: { api: string } }
    expect(url).toBe(`http://127.0.0.1:${port + 10}`)
    const supported = await fetch(`${urls.api}/v1/supported-chains?projectId=p`)
    expect(supported.status).toBe(200)
    expect(JSON.stringify(await supported.json())).toContain('eip155:8453')
    expect(running.summary.join('\n')).toContain('(1 dev chain)')
    await running.stop()
  })
})
