import { IDLE_WALLET_CONNECT } from '@gangway/testkit'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { atom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import {
  UserRejectedRequestError,
  type WalletConnectClient,
  type WalletConnectDescriptor,
  type WalletConnectState,
  type WalletListEntry,
} from '../../internal/core.js'
import { deferred, renderModal } from '../../test/fixtures.js'

const NIMBUS: WalletListEntry = {
  id: 'nimbus',
  name: 'Nimbus',
  mobile_link: 'nimbus://',
  desktop_link: 'nimbus://',
  webapp_link: 'https://app.nimbus.example/',
}

/** A WalletConnect client whose pairings the test settles by hand. */
function fakeWalletConnect() {
  const $state = atom<WalletConnectState>(IDLE_WALLET_CONNECT)
  const pairings: ReturnType<typeof deferred<void>>[] = []
  let n = 0
  const client: WalletConnectClient = {
    $state,
    connect: vi.fn(() => {
      n++
      $state.set({
        ...IDLE_WALLET_CONNECT,
        status: 'waiting',
        wcUri: `wc:topic${n}@2?relay-protocol=irn&symKey=k${n}`,
      })
      const pairing = deferred<void>()
      pairings.push(pairing)
      return pairing.promise
    }),
    cancel: vi.fn(),
    openWallet: vi.fn(() => undefined),
    // A recognisable 2×2 matrix: two dark modules.
    qrMatrix: vi.fn(() => [
      [true, false],
      [false, true],
    ]),
    restore: vi.fn(async () => false),
  }
  const load = vi.fn(async () => ({ createClient: () => client }))
  const descriptor: WalletConnectDescriptor = { id: 'walletConnect', load }
  return { client, $state, pairings, load, descriptor }
}

async function openView(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  data = {},
) {
  const wc = fakeWalletConnect()
  const rendered = renderModal({ walletConnect: wc.descriptor })
  act(() => rendered.modal.open({ view, data } as never))
  await screen.findByTestId(`gw-view-${view}`)
  await waitFor(() => expect(wc.client.connect).toHaveBeenCalled())
  return { ...wc, ...rendered }
}

describe('ConnectingWalletConnect', () => {
  it('loads WalletConnect only when the view opens', async () => {
    const wc = fakeWalletConnect()
    const { modal } = renderModal({ walletConnect: wc.descriptor })
    act(() => modal.open())
    await screen.findByTestId('gw-view-Connect')
    expect(wc.load).not.toHaveBeenCalled()
  })

  it('shows the pairing URI as a QR code (gw-qr) and copies it (gw-copy-uri)', async () => {
    const writeText = vi.fn(async () => {})
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText)
    const { client } = await openView('ConnectingWalletConnect', { wallet: NIMBUS })
    expect(screen.getByText('Scan with Nimbus')).toBeTruthy()
    const qr = await screen.findByTestId('gw-qr')
    expect(qr.getAttribute('aria-label')).toBe('WalletConnect QR code for Nimbus')
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M4 4h1v1h-1zM5 5h1v1h-1z')
    expect(client.qrMatrix).toHaveBeenCalledWith('wc:topic1@2?relay-protocol=irn&symKey=k1')
    expect(client.connect).toHaveBeenCalledWith({ wallet: NIMBUS })
    fireEvent.click(screen.getByTestId('gw-copy-uri'))
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('wc:topic1@2?relay-protocol=irn&symKey=k1'),
    )
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('a replaced (expired) URI redraws the QR code without a click', async () => {
    const { client, $state } = await openView('ConnectingWalletConnectBasic')
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    act(() => $state.set({ ...$state.get(), wcUri: 'wc:fresh@2?symKey=new' }))
    await waitFor(() => expect(client.qrMatrix).toHaveBeenLastCalledWith('wc:fresh@2?symKey=new'))
  })

  it('the wallet declining shows "Connection declined"; Retry asks for a fresh pairing', async () => {
    const { client, pairings } = await openView('ConnectingWalletConnect', { wallet: NIMBUS })
    await act(async () => pairings[0]?.reject(new UserRejectedRequestError()))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(client.connect).toHaveBeenCalledTimes(2))
    expect(await screen.findByTestId('gw-qr')).toBeTruthy()
  })

  it('one polite live region, in the page from the start, says each wait; quiet while the decline is an alert; the same node after Retry', async () => {
    const { pairings } = await openView('ConnectingWalletConnect', { wallet: NIMBUS })
    const region = screen.getByTestId('gw-connecting-status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    await waitFor(() => expect(region.textContent).toBe('Scan with Nimbus.'))
    await act(async () => pairings[0]?.reject(new UserRejectedRequestError()))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByTestId('gw-connecting-status')).toBe(region)
    expect(region.textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(region.textContent).toBe('Scan with Nimbus.'))
    expect(screen.getByTestId('gw-connecting-status')).toBe(region)
  })

  it('opens the desktop and web app links of the picked wallet through the client', async () => {
    const { client } = await openView('ConnectingWalletConnect', { wallet: NIMBUS })
    fireEvent.click(await screen.findByRole('button', { name: 'Open desktop app' }))
    expect(client.openWallet).toHaveBeenCalledWith({ wallet: NIMBUS, platform: 'desktop' })
    fireEvent.click(screen.getByRole('button', { name: 'Open web app' }))
    expect(client.openWallet).toHaveBeenCalledWith({ wallet: NIMBUS, platform: 'web' })
  })

  it('a link the client refuses to open (javascript:, data:…) is reported, never followed', async () => {
    const trap = { ...NIMBUS, desktop_link: 'javascript:alert(1)//' }
    const { client } = await openView('ConnectingWalletConnect', { wallet: trap })
    fireEvent.click(await screen.findByRole('button', { name: 'Open desktop app' }))
    expect(client.openWallet).toHaveBeenCalledWith({ wallet: trap, platform: 'desktop' })
    expect((await screen.findByRole('alert')).textContent).toContain("can't be opened safely")
  })

  it('says so while the relay is down (buffering)', async () => {
    const { $state } = await openView('ConnectingWalletConnect')
    act(() => $state.set({ ...$state.get(), buffering: true }))
    expect(await screen.findByText('Reconnecting to the relay…')).toBeTruthy()
  })

  it('leaving the view cancels the pairing', async () => {
    const { client, modal } = await openView('ConnectingWalletConnect')
    act(() => void modal.close())
    await waitFor(() => expect(client.cancel).toHaveBeenCalled())
  })

  it('a failed load shows the error instead of a blank view', async () => {
    const wc = fakeWalletConnect()
    wc.load.mockRejectedValueOnce(new Error('chunk failed'))
    const { modal } = renderModal({ walletConnect: wc.descriptor })
    act(() => modal.open({ view: 'ConnectingWalletConnect' }))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
  })
})
