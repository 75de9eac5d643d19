// @gangway/feature-names on the demo (`features: { names: namesFeature() }`, the page's card opens
// the views for any EVM account): names registered with the devstack's name service, which
// verifies the signature for real. The accounts are fresh ERC-1271 contract wallets (no name
// yet) that the test wallet signs for with its first key, so the registry's check goes through
// the chain (EIP-1271). Spec §2 (RegisterAccountName, RegisterAccountNameSuccess), §4 "Name
// registration: push success-view transition, sign a message, register name, show success view;
// on error return to registration view and show error", §5 "Account name: letters, digits,
// hyphens only, at least 4 characters", §7 profile calls, §8 name errors.
import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  connectFreshAccount,
  connectWallet,
  devstack,
  expect,
  modal,
  openDemo,
  short,
  shot,
  test,
  view,
} from './fixtures'

const API = devstack.services.urls.api
const MARKER = 'You already own a name' // a text only the feature's chunk holds

async function openRegister(page: Page) {
  await page.getByTestId('demo-names-open').click()
  await expect(view(page, 'ChooseAccountName')).toBeVisible()
  await page.getByTestId('gw-name-choose').click()
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
}

const freshLabel = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * The name service's own answer for a name (the devstack's registry, not the page), `null` when
 * it does not know it (the real server's `200 []` with apiVersion=2).
 */
async function profileOf(name: string) {
  const response = await fetch(`${API}/v1/profile/account/${name}?apiVersion=2&projectId=names-e2e`)
  const body = (await response.json()) as
    | { addresses: Record<string, { address: string }> }
    | unknown[]
  return response.ok && !Array.isArray(body) ? body : null
}

test('registers a name (EIP-1271 account): account button, Account view, Send lookup, and after a reload; the chunk loads on first use', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  const contract = await connectFreshAccount(page)
  const scriptTexts = async () =>
    Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)))
  expect((await scriptTexts()).some((text) => text.includes(MARKER))).toBe(false)

  await openRegister(page)
  expect((await scriptTexts()).some((text) => text.includes(MARKER))).toBe(true)
  await expect(page.getByTestId('gw-name-owned')).toHaveCount(0)
  const label = freshLabel('e2e')
  const name = `${label}.reown.id`
  // Typed in capitals, lowercased; the service's suggestions tag the name Available.
  await page.getByTestId('gw-name-input').fill(label.toUpperCase())
  await expect(page.getByTestId('gw-name-input')).toHaveValue(label)
  await expect(page.getByTestId(`gw-name-suggestion-${name}`)).toContainText('Available')
  await expect(page.getByTestId('gw-name-suggestions')).toContainText('Available')
  await shot(page, 'light-RegisterAccountName')
  await page.getByTestId('gw-name-register').click()
  await expect(view(page, 'RegisterAccountNameSuccess')).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('gw-name-registered')).toHaveText(name)
  await shot(page, 'light-RegisterAccountNameSuccess')

  // The wallet signed {name, attributes, timestamp} (seconds) with personal_sign, then what
  // binds it, so it cannot be replayed elsewhere: the page's domain, the account, its coin type and chain, a nonce.
  const signs = (await page.evaluate(() => window.__gangwayTestWallet.requests())).filter(
    (r) => r.method === 'personal_sign',
  )
  const signed = JSON.parse(
    Buffer.from((signs.at(-1)!.params as string[])[0]!.slice(2), 'hex').toString('utf8'),
  )
  expect(Object.keys(signed)).toEqual([
    'name',
    'attributes',
    'timestamp',
    'domain',
    'address',
    'coin_type',
    'chain_id',
    'nonce',
  ])
  expect(signed.name).toBe(name)
  expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(30)
  expect(signed).toMatchObject({
    domain: new URL(page.url()).host,
    address: contract,
    coin_type: 0x80000001,
    chain_id: 1,
    nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
  })
  // The registry holds it for the contract, under coin type (0x80000000 | 1) >>> 0.
  expect((await profileOf(name))?.addresses[String(0x80000001)]?.address).toBe(contract)

  // Everywhere at once: the account button and the Account view.
  await expect(page.getByTestId('gw-account-button')).toContainText(name)
  await page.getByTestId('gw-name-done').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-name')).toHaveText(name)
  // Send's receiver field resolves it through the name service.
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-receiver').fill(name)
  await expect(page.getByTestId('gw-send-receiver-name')).toHaveText(name)
  await expect(page.getByTestId('gw-send-receiver-address')).toHaveText(short(contract))
  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()

  // After a reload: the identity names the account, the reverse lookup finds the name it owns.
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(name)
  await openRegister(page)
  await expect(page.getByTestId('gw-name-owned')).toHaveText(`You already own a name${name}`)
  await expect(page.getByTestId('gw-name-register')).toBeDisabled()
})

test("an unnamed account of an injected wallet gets no 'Choose a name' on Account: the default entry is for embedded wallets (auth.spec shows it for an email account)", async ({
  page,
}) => {
  await connectFreshAccount(page)
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-send')).toBeVisible()
  await expect(page.getByTestId('gw-action-names')).toHaveCount(0)
})

test('a taken name and a too-short one are refused before any signature', async ({ page }) => {
  await connectFreshAccount(page)
  await openRegister(page)
  await page.getByTestId('gw-name-input').fill('abc')
  await expect(page.getByTestId('gw-name-error')).toHaveText('Name must be at least 4 characters')
  await expect(page.getByTestId('gw-name-register')).toBeDisabled()
  await page.getByTestId('gw-name-input').fill('ab.c')
  await expect(page.getByTestId('gw-name-error')).toHaveText(
    'Name can only contain letters, digits and hyphens',
  )
  await page.getByTestId('gw-name-input').fill('alice')
  await expect(page.getByTestId('gw-name-suggestion-alice.reown.id')).toContainText('Registered')
  await expect(page.getByTestId('gw-name-register')).toBeDisabled()
  const signs = (await page.evaluate(() => window.__gangwayTestWallet.requests())).filter(
    (r) => r.method === 'personal_sign',
  )
  expect(signs).toEqual([])
})

test("registry failures: the service's reason, else 'Error registering name {name}'; back on RegisterAccountName", async ({
  page,
}) => {
  const contract = await connectFreshAccount(page)
  await openRegister(page)
  const label = freshLabel('race')
  const name = `${label}.reown.id`
  await page.getByTestId('gw-name-input').fill(label)
  await expect(page.getByTestId(`gw-name-suggestion-${name}`)).toContainText('Available')
  // Someone else registers it first (a real registration, signed by another key).
  const other = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const taken = await fetch(`${API}/v1/profile/account?projectId=names-e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 0x80000001,
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    }),
  })
  expect(taken.status).toBe(200)
  await page.getByTestId('gw-name-register').click()
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
  await expect(page.getByTestId('gw-name-register-error')).toHaveText(
    `Name is already registered: ${name}`,
  )
  await page.waitForTimeout(400) // the slide back to the view ends
  await shot(page, 'light-RegisterAccountName-error')

  // The service unreachable: no reason to show, the spec's own message.
  const second = freshLabel('down')
  await page.getByTestId('gw-name-input').fill(second)
  await expect(page.getByTestId(`gw-name-suggestion-${second}.reown.id`)).toContainText('Available')
  await page.route(/\/v1\/profile\/account(\?|$)/, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  )
  await page.getByTestId('gw-name-register').click()
  await expect(page.getByTestId('gw-name-register-error')).toHaveText(
    `Error registering name ${second}.reown.id`,
  )
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(contract))
  expect(await profileOf(`${second}.reown.id`)).toBeNull()

  // The service answers with another name (alice.reown.id, someone else's): refused,
  // never shown as registered nor taken as the account's name.
  await page.unrouteAll()
  const third = freshLabel('swap')
  await page.getByTestId('gw-name-input').fill(third)
  await expect(page.getByTestId(`gw-name-suggestion-${third}.reown.id`)).toContainText('Available')
  const alice = await profileOf('alice.reown.id')
  await page.route(/\/v1\/profile\/account(\?|$)/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 200,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
          body: JSON.stringify(alice),
        })
      : route.continue(),
  )
  await page.getByTestId('gw-name-register').click()
  await expect(page.getByTestId('gw-name-register-error')).toHaveText(
    `Error registering name ${third}.reown.id`,
  )
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(contract))
  await expect(page.getByTestId('gw-account-button')).not.toContainText('alice.reown.id')
})

test("the wallet's own accounts already own names: 'You already own a name'", async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  await openRegister(page)
  // Account #1 owns alice.reown.id in the devstack's seed.
  await expect(page.getByTestId('gw-name-owned')).toHaveText('You already own a namealice.reown.id')
  await expect(page.getByTestId('gw-name-input')).toBeDisabled()
})

test('dark: ChooseAccountName and RegisterAccountName', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await connectWallet(page)
  await page.getByTestId('demo-names-open').click()
  await expect(view(page, 'ChooseAccountName')).toBeVisible()
  await shot(page, 'dark-ChooseAccountName')
  await page.getByTestId('gw-name-choose').click()
  await expect(page.getByTestId('gw-name-owned')).toBeVisible()
  await shot(page, 'dark-RegisterAccountName')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: ChooseAccountName and RegisterAccountName with suggestions', async ({ page }) => {
    await connectFreshAccount(page)
    await page.getByTestId('demo-names-open').click()
    await expect(view(page, 'ChooseAccountName')).toBeVisible()
    await shot(page, 'mobile-ChooseAccountName')
    await page.getByTestId('gw-name-choose').click()
    await page.getByTestId('gw-name-input').fill('alice')
    await expect(page.getByTestId('gw-name-suggestion-alice.reown.id')).toBeVisible()
    await shot(page, 'mobile-RegisterAccountName')
  })
})
