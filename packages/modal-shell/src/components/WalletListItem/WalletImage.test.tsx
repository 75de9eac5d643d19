import { startServiceEmulator, walletFixtures } from '@gangway/devstack'
import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderModal } from '../../test/fixtures.js'
import { WalletListItem } from './WalletListItem.js'

let service: Awaited<ReturnType<typeof startServiceEmulator>>
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterAll(() => service.stop())

const render = (imageId: string) =>
  renderModal(
    { services: service.urls, analytics: false, logLevel: 'silent' },
    <ul>
      <WalletListItem id="w" name="nimbus" imageId={imageId} onClick={() => {}} />
    </ul>,
  )

describe('WalletImage', () => {
  it('shows the first letter while loading, then the image from its blob: URL', async () => {
    render(walletFixtures[0]!.image_id as string) // the fixtures all have an image
    const button = screen.getByTestId('gw-wallet-w')
    expect(button.querySelector('.gw-ph')?.getAttribute('data-letter')).toBe('N')
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/))
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('keeps the first letter when the image cannot be loaded', async () => {
    render('no-such-image')
    await waitFor(() =>
      expect(service.requests('walletList').some((r) => r.path.endsWith('no-such-image'))).toBe(
        true,
      ),
    )
    await new Promise((r) => setTimeout(r, 50))
    const button = screen.getByTestId('gw-wallet-w')
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('.gw-ph')?.getAttribute('data-letter')).toBe('N')
  })
})
