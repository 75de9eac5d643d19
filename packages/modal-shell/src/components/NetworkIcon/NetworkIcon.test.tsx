import { type StartServiceEmulatorReturnType, startServiceEmulator } from '@gangway/devstack'
import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { base, mainnet, type Network } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

let service: StartServiceEmulatorReturnType
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterEach(() => service.reset())
afterAll(() => service.stop())

/** A chain of the host's own: no image id, a CAIP-2 id Gangway has no mark for. */
const devChain = {
  ...base,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Dev Chain',
  testnet: true,
  assets: undefined,
} as unknown as Network

// A project id per test: the test run's fetch caches an image URL it was answered before.
const render = (networks: [Network, ...Network[]], projectId = 'icons-test') =>
  renderModal({ services: service.urls, analytics: false, logLevel: 'silent', networks, projectId })
const buttonImage = () => screen.getByTestId('gw-network-button').querySelector('img')
const assetRequests = (id: string) =>
  service.requests('walletList').filter((r) => r.path.endsWith(`/public/getAssetImage/${id}`))

describe('NetworkIcon (issue 36 §3: the service image > the bundled mark > the letter)', () => {
  it('the network button shows the wallet-list service’s image of the network (/public/getAssetImage/{imageId})', async () => {
    render([mainnet, base])
    await waitFor(() => expect(buttonImage()?.getAttribute('src')).toMatch(/^blob:/))
    expect(buttonImage()?.getAttribute('alt')).toBe('')
    expect(assetRequests('ethereum')).toHaveLength(1)
    expect(screen.getByTestId('gw-network-button').querySelector('.gw-ph')).toBeNull()
  })

  it('without the service’s image, the bundled mark (an SVG data URL), never the letter', async () => {
    service.setSwitch('walletList', 'unavailable')
    render([mainnet, base], 'icons-unavailable')
    await waitFor(() => expect(assetRequests('ethereum').length).toBeGreaterThan(0))
    await waitFor(() =>
      expect(buttonImage()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/),
    )
    await new Promise((r) => setTimeout(r, 50))
    expect(buttonImage()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(screen.getByTestId('gw-network-button').textContent).toBe('Ethereum')
  })

  it('the Networks list: Ethereum and Base get different marks, a chain Gangway has no mark for its letter', async () => {
    service.setSwitch('walletList', 'unavailable')
    const { modal } = render([mainnet, base, devChain], 'icons-list')
    act(() => modal.open({ view: 'Networks' }))
    await screen.findByTestId('gw-view-Networks')
    const icon = (id: string) => screen.getByTestId(`gw-network-${id}`).querySelector('img, .gw-ph')
    await waitFor(() =>
      expect(icon('eip155:8453')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/),
    )
    expect(icon('eip155:1')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(icon('eip155:1')?.getAttribute('src')).not.toBe(icon('eip155:8453')?.getAttribute('src'))
    // The letter only as the last fallback, once the marks are known to have none for it.
    expect(icon('eip155:31337')?.tagName).toBe('SPAN')
    expect(icon('eip155:31337')?.getAttribute('data-letter')).toBe('D')
    expect(icon('eip155:31337')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('a host’s own assets.imageUrl comes first, without asking the service', async () => {
    const own = { ...base, assets: { imageId: 'base', imageUrl: 'https://img.example/base.png' } }
    render([own])
    await waitFor(() =>
      expect(buttonImage()?.getAttribute('src')).toBe('https://img.example/base.png'),
    )
    await new Promise((r) => setTimeout(r, 150))
    expect(assetRequests('base')).toHaveLength(0)
  })
})
