import { connectWallet, expect, modal, openDemo, shot, test, view } from './fixtures'

test('sign a message through useProvider: ApproveTransaction → approve → the signature', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('demo-sign').click()
  const approve = view(page, 'ApproveTransaction')
  await expect(approve).toBeVisible()
  await expect(approve).toContainText('personal_sign')
  await expect(approve).toContainText('Welcome to Gangway Swap!')
  await shot(page, 'light-ApproveTransaction')
  await page.getByTestId('gw-request-approve').click()

  await expect(page.getByTestId('demo-signature-valid')).toHaveText(
    '✓ Valid signature from your address',
  )
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(modal(page)).toBeHidden()
  const signed = await page.evaluate(() =>
    window.__gangwayTestWallet.requests().filter((r) => r.method === 'personal_sign'),
  )
  expect(signed).toHaveLength(1)
  expect(signed[0]!.status).toBe('ok')
})

test('reject in the modal: the wallet is never asked and the page gets an error', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-reject').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
  await expect(page.getByTestId('demo-signature-result')).toBeHidden()
  const signed = await page.evaluate(() =>
    window.__gangwayTestWallet.requests().filter((r) => r.method === 'personal_sign'),
  )
  expect(signed).toHaveLength(0)
})

test('approve in the modal, reject in the wallet: the page gets the rejection', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('demo-sign').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
  await expect(page.getByTestId('demo-sign-error')).toContainText(/reject|denied|declined/i)
})
