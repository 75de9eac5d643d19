// Spec §2 opening rules no other flow shows in a browser (issue 37 §3): "With a namespace: switch
// to that namespace first. With no adapters and no address: AllWallets on mobile,
// ConnectingWalletConnectBasic otherwise." The host's `modal.open(args)` on the demo (and the
// demo's `?adapters=none`: WalletConnect only).
import type { Page } from '@playwright/test'
import { connectWallet, expect, modal, openDemoWith, test, uniqueProjectId, view } from './fixtures'

type OpenArgs = { view?: string; namespace?: string }
const hostOpen = (page: Page, args?: OpenArgs) =>
  page.evaluate(
    (a) =>
      (
        window as unknown as { __gangwayModal: { open(args?: OpenArgs): void } }
      ).__gangwayModal.open(a),
    args,
  )
const closeModal = async (page: Page) => {
  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()
}

/** Ids of the devstack catalogue's well-known wallets (tools/devstack walletFixtureIds). */
const META_MASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

test('spec §2 "With a namespace: switch to that namespace first": connected on Ethereum, open({ namespace: solana }) shows Solana\'s Connect, not the Account', async ({
  page,
}) => {
  await openDemoWith(page, {})
  await connectWallet(page)
  // No namespace: the address rule, on the active (Ethereum) namespace.
  await hostOpen(page)
  await expect(view(page, 'Account')).toBeVisible()
  await closeModal(page)

  // Solana first, then the rules: Solana has no address, so Connect.
  await hostOpen(page, { namespace: 'solana' })
  await expect(view(page, 'Connect')).toBeVisible()
  await expect(view(page, 'Account')).toHaveCount(0)
  await closeModal(page)
  // The switch is real: the page is on Solana Local (not connected there), and it is stored.
  await expect(page.getByTestId('gw-network-button')).toContainText('Solana Local')
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('gw:active-namespace'))).toBe(
    JSON.stringify('solana'),
  )

  // Back to eip155 by the argument alone: its account is still connected, so Account.
  await hostOpen(page, { namespace: 'eip155' })
  await expect(view(page, 'Account')).toBeVisible()
  await closeModal(page)
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
})

// The view only: with no adapter, @gangway/walletconnect has no namespace to propose
// (buildNamespaces throws AdapterNotFoundError), so no pairing URI shows there yet (issue 37
// report: the spec's WalletConnect-only case cannot pair in this design).
test('spec §2 "With no adapters and no address: … ConnectingWalletConnectBasic otherwise": on desktop the QR view, even when a view is asked for', async ({
  page,
}) => {
  await openDemoWith(page, { adapters: 'none' })
  await page.getByTestId('gw-connect-button').click()
  const qr = view(page, 'ConnectingWalletConnectBasic')
  await expect(qr).toBeVisible()
  await expect(view(page, 'Connect')).toHaveCount(0)
  await expect(view(page, 'AllWallets')).toHaveCount(0)
  await closeModal(page)
  // The rule comes before an explicit view.
  await hostOpen(page, { view: 'Networks' })
  await expect(qr).toBeVisible()
  await expect(view(page, 'Networks')).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('spec §2 "With no adapters and no address: AllWallets on mobile": the catalogue, not the QR view', async ({
    page,
  }) => {
    await openDemoWith(page, {
      adapters: 'none',
      projectId: uniqueProjectId('opening-mobile'),
    })
    await page.getByTestId('gw-connect-button').click()
    const all = view(page, 'AllWallets')
    await expect(all).toBeVisible()
    await expect(all.getByTestId(`gw-wallet-${META_MASK}`)).toBeVisible()
    await expect(view(page, 'ConnectingWalletConnectBasic')).toHaveCount(0)
    await expect(view(page, 'Connect')).toHaveCount(0)
  })
})
