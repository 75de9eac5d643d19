// Issue 36 §3, a finished face: "Real icons: networks (from the network's own image where the
// wallet-list service has one, bundled SVGs for the built-in networks, the letter only as the
// last fallback)". Receive's address chip and network strip, CompatibleNetworks' rows and the Send
// preview's network row draw the shell's NetworkIcon (kit), never a letter for a built-in network.
import { type Network, open } from '@gangway/core'
import { loadFeature, push } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { type StartServiceEmulatorReturnType, startServiceEmulator } from '@gangway/devstack'
import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, connectedModal, renderModal } from '../../test/fixtures.js'
import { getSendStore } from '../send/sendStore.js'

const ME = account(7)
const SVG = /^data:image\/svg\+xml,/

/** A chain of the host's own: no image id, a CAIP-2 id Gangway has no mark for. */
const devChain = {
  ...base,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Dev Chain',
  testnet: true,
  assets: undefined,
} as unknown as Network

// A wallet-list service of this file's own, answering 503: no service image, so the bundled marks
// show (the shared devstack's service stays as the other files expect it).
let down: StartServiceEmulatorReturnType
beforeAll(async () => {
  down = await startServiceEmulator({ dataApi: false })
  down.setSwitch('walletList', 'unavailable')
})
afterAll(() => down.stop())

// A project id per test: the run's fetch caches an image URL it was answered before.
let runs = 0
async function show(view: 'WalletReceive' | 'WalletCompatibleNetworks', serviceUp = false) {
  const { modal, engine } = await connectedModal({
    address: ME.address,
    networks: [mainnet, base, devChain],
    projectId: `send-icons-${++runs}`,
    ...(serviceUp ? {} : { walletList: down.urls.walletList }),
  })
  await loadFeature(engine, 'receive')
  renderModal(modal)
  act(() => open(engine, { view }))
  await screen.findByTestId(`gw-view-${view}`)
  return engine
}

/** The icon inside `el`: an <img>, or the letter placeholder (a span). */
const icon = (el: Element) => el.querySelector('img, .gw-ph')
const srcOf = (el: Element) => icon(el)?.getAttribute('src') ?? null

describe('network icons in Receive and Send (issue 36 §3)', () => {
  it('WalletReceive: the address chip shows the active network’s bundled mark (Ethereum), not its letter', async () => {
    await show('WalletReceive')
    const chip = screen.getByTestId('gw-receive-address')
    await waitFor(() => expect(srcOf(chip)).toMatch(SVG))
    expect(chip.querySelector('.gw-ph')).toBeNull()
    expect(icon(chip)?.getAttribute('alt')).toBe('')
  })

  it('WalletReceive: the networks strip shows Ethereum’s and Base’s marks (different pictures); a chain Gangway has no mark for keeps its letter', async () => {
    await show('WalletReceive')
    const strip = () => [
      ...screen.getByTestId('gw-receive-networks').querySelectorAll('.gw-receive-icons > *'),
    ]
    await waitFor(() => expect(strip()[1]?.getAttribute('src')).toMatch(SVG))
    const [eth, baseIcon, dev] = strip()
    expect(eth?.getAttribute('src')).toMatch(SVG)
    expect(eth?.getAttribute('src')).not.toBe(baseIcon?.getAttribute('src'))
    expect(dev?.tagName).toBe('SPAN')
    expect(dev?.getAttribute('data-letter')).toBe('D')
  })

  it('WalletCompatibleNetworks: each built-in network’s row shows its bundled mark; the letter only as the last fallback', async () => {
    await show('WalletCompatibleNetworks')
    const row = (id: string) => screen.getByTestId(`gw-receive-network-${id}`)
    await waitFor(() => expect(srcOf(row('eip155:8453'))).toMatch(SVG))
    expect(srcOf(row('eip155:1'))).toMatch(SVG)
    expect(srcOf(row('eip155:1'))).not.toBe(srcOf(row('eip155:8453')))
    expect(row('eip155:1').querySelector('.gw-ph')).toBeNull()
    expect(icon(row('eip155:31337'))?.getAttribute('data-letter')).toBe('D')
  })

  it('WalletCompatibleNetworks: with the wallet-list service up, the network’s own image from it (a blob: URL)', async () => {
    await show('WalletCompatibleNetworks', true)
    const row = (id: string) => screen.getByTestId(`gw-receive-network-${id}`)
    await waitFor(() => expect(srcOf(row('eip155:1'))).toMatch(/^blob:/))
    await waitFor(() => expect(srcOf(row('eip155:8453'))).toMatch(/^blob:/))
  })

  it('WalletSendPreview: the network row shows Ethereum’s bundled mark beside its name', async () => {
    const { modal, engine } = await connectedModal({
      address: ME.address,
      walletList: down.urls.walletList,
      projectId: `send-icons-${++runs}`,
    })
    await loadFeature(engine, 'send')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletSend' }))
    await screen.findByTestId('gw-view-WalletSend')
    act(() => {
      const $send = getSendStore(engine)
      $send.setKey('token', { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1' })
      $send.setKey('amount', '0.1')
      $send.setKey('receiverInput', account(3).address)
      $send.setKey('receiver', { status: 'valid', address: account(3).address })
      push(engine, 'WalletSendPreview')
    })
    const row = await screen.findByTestId('gw-send-preview-network')
    await waitFor(() => expect(srcOf(row)).toMatch(SVG))
    expect(row.querySelector('.gw-ph')).toBeNull()
    expect(row.textContent).toBe('Ethereum')
  })
})
