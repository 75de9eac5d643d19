import { describe, expect, it } from 'vitest'
import { announceTestWallet, type TestWalletAnnouncement } from './announceTestWallet.js'
import { createTestWallet } from './createTestWallet.js'

const makeWallet = () =>
  createTestWallet({
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
  })

/** Collects `eip6963:announceProvider` details on a target. */
function collect(target: EventTarget) {
  const details: TestWalletAnnouncement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent<TestWalletAnnouncement>).detail)
  })
  return details
}

describe('announceTestWallet', () => {
  it('announces at once and again on every eip6963:requestProvider', () => {
    const target = new EventTarget()
    const details = collect(target)
    const { provider, info } = makeWallet()
    const stop = announceTestWallet(target, { provider, info })
    expect(details).toHaveLength(1)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(details[2]!.provider).toBe(provider)
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })

  it('carries a frozen EIP-6963 detail with the default info', () => {
    const target = new EventTarget()
    const details = collect(target)
    const { provider, info } = makeWallet()
    announceTestWallet(target, { provider, info })
    const [detail] = details
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail!.info)).toBe(true)
    expect(detail!.info).toEqual({
      uuid: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      name: 'Gangway Test Wallet',
      rdns: 'dev.gangway.testwallet',
      icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    expect(atob(detail!.info.icon.split(',')[1]!)).toContain('<svg')
    expect(detail!.provider.isGangwayTestWallet).toBe(true)
  })

  it('the dapp side can discover and use the provider', async () => {
    const target = new EventTarget()
    const { provider, info } = createTestWallet({
      chains: [{ chainId: 8453 }],
      accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
      info: { name: 'Other Wallet', rdns: 'dev.gangway.other' },
    })
    announceTestWallet(target, { provider, info })
    const details = collect(target) // the dapp loads later, then asks
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details.map((d) => d.info.rdns)).toEqual(['dev.gangway.other'])
    expect(await details[0]!.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('with legacy, sets target.ethereum (and removes it on stop)', () => {
    const target = new EventTarget() as EventTarget & { ethereum?: unknown }
    const { provider, info } = makeWallet()
    const stop = announceTestWallet(target, { provider, info, legacy: true })
    expect(target.ethereum).toBe(provider)
    expect((target.ethereum as { isGangwayTestWallet: boolean }).isGangwayTestWallet).toBe(true)
    stop()
    expect(target.ethereum).toBeUndefined()
  })
})
