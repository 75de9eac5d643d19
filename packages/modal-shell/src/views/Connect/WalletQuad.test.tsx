import { type StartServiceEmulatorReturnType, startServiceEmulator } from '@gangway/devstack'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { external, METAMASK, renderModal } from '../../test/fixtures.js'

let service: StartServiceEmulatorReturnType
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterEach(async () => {
  await waitFor(() => expect(service.requests().every((r) => r.status !== 0)).toBe(true))
  service.reset()
})
afterAll(() => service.stop())

const open = async (projectId: string) => {
  const rendered = renderModal({
    services: service.urls,
    analytics: false,
    logLevel: 'silent',
    projectId,
    connectors: [METAMASK, external(1), external(2)],
  })
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Connect')
  return rendered
}
const quad = () => screen.getByTestId('gw-wallet-all').querySelector('.gw-quad')!

describe('the All-wallets entry’s picture (issue 36 §3: a 2×2 grid of the first wallets’ icons)', () => {
  it('before the service’s first page: the wallets of this browser, the installed one first', async () => {
    await open('quad-local')
    expect(quad().getAttribute('aria-hidden')).toBe('true')
    const cells = [...quad().children]
    expect(cells.length).toBeGreaterThanOrEqual(3)
    expect(cells.length).toBeLessThanOrEqual(4)
    expect(cells[0]?.getAttribute('src')).toBe(METAMASK.imageUrl)
    // No letters in the grid: the entry's text is its name (and count) alone.
    expect(screen.getByTestId('gw-wallet-all').textContent).toBe('All Wallets')
  })

  it('once the first page is there (the visitor points at the entry): its first four wallets’ images', async () => {
    await open('quad-page')
    fireEvent.pointerEnter(screen.getByTestId('gw-wallet-all'))
    await waitFor(() => expect(screen.getByTestId('gw-wallet-all').textContent).toMatch(/\d\+?$/))
    await waitFor(() => {
      const cells = [...quad().children]
      expect(cells).toHaveLength(4)
      for (const cell of cells) expect(cell.getAttribute('src')).toMatch(/^(blob|data):/)
    })
    const images = service
      .requests('walletList')
      .filter((r) => r.path.startsWith('/getWalletImage/'))
    expect(images.length).toBeGreaterThanOrEqual(4)
  })
})
