import {
  connectWallet,
  devstack,
  expect,
  modal,
  openDemo,
  short,
  shot,
  test,
  view,
  WALLET_ID,
} from './fixtures'

test('Connect lists the test wallet first (installed); connecting shows the account and its dev-chain balance', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect).toBeVisible()
  await expect(modal(page)).toHaveAttribute('role', 'dialog')
  const wallets = connect.locator('[data-testid^="gw-wallet-"]')
  await expect(wallets.first()).toHaveAttribute('data-testid', `gw-wallet-${WALLET_ID}`)
  await expect(wallets.first()).toContainText('Gangway Test Wallet')
  await expect(wallets.first()).toContainText('Installed')
  await expect(connect.getByTestId('gw-wallet-all')).toBeVisible()

  // The wallet waits a moment before answering: ConnectingExternal shows its waiting state.
  await page.evaluate(() => window.__gangwayTestWallet.delayNext(800))
  await wallets.first().click()
  await expect(view(page, 'ConnectingExternal')).toBeVisible()
  await expect(view(page, 'ConnectingExternal')).toContainText('Continue in Gangway Test Wallet')
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()

  const address = devstack.accounts[0]!
  // Account #1 has an identity name on the data API: the button shows it, with the
  // address as its title.
  await expect(page.getByTestId('gw-account-button')).toContainText('alice.gangway.eth')
  await expect(page.getByTestId('gw-account-button')).toHaveAttribute('title', address)
  await expect(page.getByTestId('demo-account-address')).toHaveText(address)

  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-address')).toHaveText(short(address))
  // anvil funds every dev account with 10 000 ETH.
  await expect(page.getByTestId('gw-account-balance')).toHaveText(/^10,?000(\.\d+)? ETH$/)
})

test('a rejected connection shows the error state and Retry connects', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  const connecting = view(page, 'ConnectingExternal')
  await expect(connecting.getByRole('alert')).toHaveText('Connection declined')
  await shot(page, 'light-ConnectingExternal-declined')
  const requests = await page.evaluate(() => window.__gangwayTestWallet.requests())
  expect(requests.filter((r) => r.decision === 'rejected').length).toBe(1)

  await connecting.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
})

test('disconnect from the Account view', async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeHidden()
  await expect(page.getByTestId('demo-account-status')).toHaveText('disconnected')
  await expect(modal(page)).toBeHidden()
})

test('reload while connected reconnects without a flash of the disconnected state', async ({
  page,
}) => {
  await openDemo(page)
  // From the first byte of every next page: record each text the connect button shows.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __connectButtonSeen: seen })
    const check = () => {
      const button = document.querySelector('[data-testid="gw-connect-button"]')
      if (button && seen.at(-1) !== button.textContent) seen.push(button.textContent ?? '')
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  const seenButtons = () =>
    page.evaluate(
      () => (window as unknown as { __connectButtonSeen: string[] }).__connectButtonSeen,
    )
  // Control: while disconnected, the observer does see the connect button.
  await page.reload()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  expect(await seenButtons()).toEqual(['Connect Wallet'])

  await connectWallet(page)
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(page.getByTestId('demo-account-status')).toHaveText('connected')
  await expect(page.getByTestId('gw-account-button')).toHaveAttribute(
    'title',
    devstack.accounts[0]!,
  )
  expect(await seenButtons(), 'texts of gw-connect-button during the reload').toEqual([])
})
