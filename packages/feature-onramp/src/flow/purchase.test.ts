import { mainnet } from '@gangway/core/networks'
import { METAMASK } from '@gangway/testkit'
import { fakeModal } from '@gangway/testkit/devstackModal'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { OnRampProvider, OnRampPurchase } from '../onrampFeature.js'
import { createRuntime } from '../state.js'
import { buy } from './purchase.js'

// Issue 31 item 7, the provider's window: its opener cut before it loads the provider, https
// only for every provider URL, and a completion no other page in that window can fake.

afterEach(() => {
  vi.restoreAllMocks()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
const PURCHASE: OnRampPurchase = {
  address: ADDRESS,
  network: 'ethereum',
  chainId: '1',
  asset: 'ETH',
  fiatAmount: '100',
  fiat: 'USD',
}

async function setup(providerUrl: string) {
  // The emulator's own base URL is no service of the config (an unknown key there is refused).
  const { url: _emulator, ...services } = inject('devstack').services
  const { engine } = await fakeModal({
    projectId: 'onramp-window-tests',
    networks: [mainnet],
    services,
    wallet: { address: ADDRESS, balance: '1', reconnect: 'succeed', connectors: [METAMASK] },
  })
  const runtime = createRuntime(engine, { returnUrl: `${location.origin}/shop` })
  const provider: OnRampProvider = { id: 'host', label: 'Host', url: () => providerUrl }
  // The window: records what it was sent to and whether it could still reach us then.
  let href = 'about:blank'
  const loads: { href: string; opener: unknown }[] = []
  const popup = {
    opener: window as unknown,
    closed: false,
    close() {
      popup.closed = true
    },
    location: {
      get href() {
        return href
      },
      set href(next: string) {
        loads.push({ href: next, opener: popup.opener })
        href = next
      },
    },
  }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  buy(engine, runtime, provider, PURCHASE)
  /** The window lands on `url` (as if a page in it navigated there). */
  const land = (url: string) => {
    href = url
  }
  return { runtime, popup, loads, land }
}

describe('the provider window', () => {
  it('its opener is cut before the provider page loads', async () => {
    const { loads } = await setup('https://pay.example/buy?x=1')
    await vi.waitFor(() => expect(loads).toHaveLength(1))
    expect(loads[0]!.opener).toBeNull()
    expect(new URL(loads[0]!.href).origin).toBe('https://pay.example')
  })

  it.each([
    'http://pay.example/buy',
    'javascript:alert(1)',
    'data:text/html,<p>pay</p>',
    'file:///etc/passwd',
    '/relative/page',
  ])('a provider URL that is not https is never loaded: %s', async (url) => {
    const { runtime, loads, popup } = await setup(url)
    await vi.waitFor(() => expect(runtime.$purchase.get()?.status).toBe('failed'))
    expect(loads).toEqual([])
    expect(popup.closed).toBe(true)
  })

  it("a page that comes back with status=success but without this purchase's mark does not complete it", async () => {
    const { runtime, loads, land } = await setup('https://pay.example/buy')
    await vi.waitFor(() => expect(loads).toHaveLength(1))
    // What the old client accepted: the mark '1' any page could write.
    land(`${location.origin}/shop?gwOnramp=1&status=success`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(runtime.$purchase.get()?.status).toBe('waiting')
    // The return URL the provider was given (with the mark) completes it.
    const back = new URL(new URL(loads[0]!.href).searchParams.get('redirectUrl')!)
    expect(back.searchParams.get('gwOnramp')).toMatch(/^[0-9a-f]{32}$/)
    back.searchParams.set('status', 'success')
    land(back.toString())
    await vi.waitFor(() => expect(runtime.$purchase.get()?.status).toBe('success'))
  })
})
