// @gangway/feature-auth on the demo: email login through the devstack's login frame,
// served from ANOTHER origin (a second port of 127.0.0.1). The embedded wallet's key stays in the
// frame; it signs and sends on the dev chain, read back on the chain. Spec §4 "Email login records
// last-email-login time; successful connect stores email, sets login-used flag, clears that time.
// Sign-out or a not-connected check clears the login cache (flag, email, last chain, social
// username)"; §5 "Frame messages validated against allowed schema; others ignored".
import { testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { encodeFunctionData, type Hex, hashMessage, parseAbi, toFunctionSelector } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  devChainRpc,
  devstack,
  expect,
  frameControl,
  modal,
  newEmail,
  openDemo,
  openDemoWith,
  short,
  shot,
  test,
  uniqueProjectId,
  view,
} from './fixtures'

const frame = devstack.authFrame
const RECEIVER = testAccounts[7]!.address

const control = frameControl
const lastCode = (email: string) =>
  control<{ code: string }>(`/last-code?email=${encodeURIComponent(email)}`).then((r) => r.code)
const addressOf = (email: string) =>
  control<{ address: string }>(`/address?email=${encodeURIComponent(email)}`).then((r) => r.address)

const stored = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['gw:email-login-used', 'gw:email', 'gw:last-used-chain', 'gw:last-email-login-time'].map(
        (k) => [k, localStorage.getItem(k)],
      ),
    ),
  )

async function typeCode(page: Page, code: string) {
  for (const [i, digit] of [...code].entries())
    await page.getByTestId(`gw-otp-input-${i}`).fill(digit)
}

/** Connect → email → Continue → the code view. */
async function startEmail(page: Page, email: string) {
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId('gw-email-input').fill(email)
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  await expect(view(page, 'EmailVerifyOtp')).toContainText(email)
}

/** A full email login; resolves with the embedded wallet's address. */
async function login(page: Page, email: string): Promise<string> {
  await startEmail(page, email)
  await typeCode(page, await lastCode(email))
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
  return addressOf(email)
}

test('email login end to end: the code from the frame connects the embedded wallet; flag and email stored', async ({
  page,
}) => {
  const frameRequests: string[] = []
  const chunks: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(frame.origin)) frameRequests.push(request.url())
    if (/createSession/.test(request.url())) chunks.push(request.url())
  })
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await expect(page.getByTestId('gw-email-input')).toBeVisible()
  await shot(page, 'light-Connect-email')
  // The auth chunk and the frame are fetched only once the visitor picks email.
  expect(frameRequests).toEqual([])
  expect(chunks).toEqual([])
  await expect(page.locator('iframe[data-testid="gw-auth-frame"]')).toHaveCount(0)

  const email = newEmail('ada')
  await page.getByTestId('gw-email-input').fill(email)
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  expect(chunks.length).toBeGreaterThan(0)
  expect(frameRequests.some((u) => u.startsWith(`${frame.origin}/frame?`))).toBe(true)
  const src = await page.locator('iframe[data-testid="gw-auth-frame"]').getAttribute('src')
  const query = new URL(src!).searchParams
  // Spec §2: "loaded with project id, chain id, version and logger flag as query parameters".
  expect(query.get('chainId')).toBe('eip155:1')
  expect(query.get('version')).toBe('1')
  expect(query.get('projectId')).toBeTruthy()
  expect(query.get('enableLogger')).toBe('false')
  await expect(page.getByTestId('gw-otp-resend')).toBeDisabled()
  await shot(page, 'light-EmailVerifyOtp')

  await typeCode(page, await lastCode(email))
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  const address = await addressOf(email)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  expect(await stored(page)).toMatchObject({
    'gw:email-login-used': 'true',
    'gw:email': JSON.stringify(email),
    'gw:last-used-chain': JSON.stringify('eip155:1'),
    'gw:last-email-login-time': null,
  })
  // The key never reached the page: nothing the page stores holds one.
  const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(everything).not.toMatch(/0x[0-9a-f]{64}/i)
})

test('a wrong code shows "Invalid code" and the right one still connects', async ({ page }) => {
  await openDemo(page)
  const email = newEmail('wrong')
  await startEmail(page, email)
  await typeCode(page, '000000')
  await expect(page.getByTestId('gw-otp-error')).toHaveText('Invalid code')
  await expect(page.getByTestId('gw-otp-input-0')).toHaveValue('')
  await shot(page, 'light-EmailVerifyOtp-error')
  // Paste fills every box and submits (the sixth digit).
  const code = await lastCode(email)
  await page.getByTestId('gw-otp-input-0').focus()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, code)
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
})

test('an invalid email is refused before anything is sent', async ({ page }) => {
  // The login frame's email calls, seen from the page (the frame is one of its frames).
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/email/')) sent.push(request.url())
  })
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId('gw-email-input').fill('not-an-email')
  await page.getByTestId('gw-email-submit').click()
  await expect(page.getByTestId('gw-email-error')).toHaveText('Invalid email')
  // A valid address right after is sent (so the listener would have seen the first one).
  await page.getByTestId('gw-email-input').fill(newEmail('valid-after-invalid'))
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  expect(sent.map((url) => new URL(url).pathname)).toEqual(['/api/email/start'])
})

test('a new device waits for its approval, then asks for the code', async ({ page }) => {
  await openDemo(page)
  const email = newEmail('device')
  await control('/device', { email })
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId('gw-email-input').fill(email)
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyDevice')).toBeVisible()
  await expect(view(page, 'EmailVerifyDevice')).toContainText(email)
  await shot(page, 'light-EmailVerifyDevice')
  await control('/approve-device', { email })
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  await typeCode(page, await lastCode(email))
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
})

/** The login frame, shown in ApproveTransaction with its own approval page. */
const framePage = (page: Page) => page.frameLocator('[data-testid=gw-auth-frame]')

/** ApproveTransaction shows the frame itself (360 × 600, inside the card) with the request. */
async function expectFramePage(page: Page, text: string | RegExp) {
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await expect(page.getByTestId('gw-request-approve')).toHaveCount(0)
  await expect(framePage(page).getByTestId('gw-frame-request')).toContainText(text)
  // The frame follows its slot each frame, through the card's opening animation too.
  const boxes = () =>
    Promise.all([
      page.getByTestId('gw-auth-frame').boundingBox(),
      page.getByTestId('gw-auth-approval').boundingBox(),
    ])
  await expect
    .poll(async () => {
      const [frame, slot] = await boxes()
      return frame && slot && JSON.stringify(frame) === JSON.stringify(slot) && frame.height
    })
    .toBe(600)
  // It ends at the card's bottom: its corners follow the card's.
  const corner = await modal(page).evaluate((card) => getComputedStyle(card).borderBottomLeftRadius)
  await expect(page.getByTestId('gw-auth-frame')).toHaveCSS('border-bottom-left-radius', corner)
  return (await boxes())[0]!
}

test("sign a message on the frame's own approval page in the modal; a Reject there gives the page an error", async ({
  page,
}) => {
  await openDemo(page)
  await login(page, newEmail('sign'))
  await page.getByTestId('demo-sign').click()
  const box = await expectFramePage(page, 'Sign this message to prove you own this address')
  // 360 × 600 in the card (its 1 px borders aside).
  expect(box.width).toBeGreaterThanOrEqual(356)
  expect(box.width).toBeLessThanOrEqual(360)
  await shot(page, 'light-ApproveTransaction-frame')
  // Keyboard: focus moved into the frame, on Reject; Tab reaches Approve.
  await expect(framePage(page).getByTestId('gw-frame-reject')).toBeFocused()
  await framePage(page).getByTestId('gw-frame-reject').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
  await expect(page.getByTestId('demo-sign-error')).toContainText('User rejected the request')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-auth-frame')).toHaveCSS('opacity', '0')

  await page.getByTestId('demo-sign').click()
  await expectFramePage(page, 'Sign this message to prove you own this address')
  await framePage(page).getByTestId('gw-frame-approve').click()
  await expect(page.getByTestId('demo-signature-valid')).toHaveText(
    '✓ Valid signature from your address',
  )
  await expect(modal(page)).toBeHidden()

  // Escape inside the frame closes the modal like Escape in the card: the request is aborted.
  await page.getByTestId('demo-sign').click()
  await expectFramePage(page, 'Sign this message to prove you own this address')
  await expect(framePage(page).getByTestId('gw-frame-reject')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
})

test("the frame's approval page in the dark theme and on a phone (screenshots)", async ({
  page,
}) => {
  await openDemo(page)
  await login(page, newEmail('signdark'))
  await page.getByTestId('demo-theme-toggle').click()
  await page.getByTestId('demo-sign').click()
  await expectFramePage(page, 'Sign this message to prove you own this address')
  await expect(framePage(page).locator('html')).toHaveCSS('color-scheme', 'dark')
  await shot(page, 'dark-ApproveTransaction-frame')
  await page.setViewportSize({ width: 390, height: 844 })
  const box = await expectFramePage(page, 'Sign this message to prove you own this address')
  // Full width on a phone.
  expect(box.width).toBeGreaterThanOrEqual(386)
  await shot(page, 'mobile-ApproveTransaction-frame')
  await page.getByTestId('gw-modal-close').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
})

test("send 0.01 ETH from the embedded wallet: Approve on the frame's page, the chain shows the transfer; a Reject there sends nothing", async ({
  page,
}) => {
  await openDemo(page)
  const address = await login(page, newEmail('send'))
  const before = BigInt((await devChainRpc('eth_getBalance', [RECEIVER, 'latest'])) as string)
  const sendForm = async () => {
    await page.getByTestId('gw-account-button').click()
    await page.getByTestId('gw-action-send').click()
    await expect(view(page, 'WalletSend')).toBeVisible()
    await page.getByTestId('gw-send-token').click()
    await page.getByTestId('gw-send-token-ETH').click()
    await expect(view(page, 'WalletSend')).toBeVisible()
    await page.getByTestId('gw-send-amount').fill('0.01')
    await page.getByTestId('gw-send-receiver').fill(RECEIVER)
    await page.getByTestId('gw-send-submit').click()
    await page.getByTestId('gw-send-confirm').click()
  }
  await sendForm()
  await expectFramePage(page, '0.01 ETH')
  await expect(framePage(page).getByTestId('gw-frame-request')).toContainText(RECEIVER)
  await shot(page, 'light-ApproveTransaction-frame-send')
  await framePage(page).getByTestId('gw-frame-reject').click()
  await expect(framePage(page).getByTestId('gw-frame-request')).toHaveCount(0)
  await page.waitForTimeout(500)
  expect(BigInt((await devChainRpc('eth_getBalance', [RECEIVER, 'latest'])) as string)).toBe(before)
  expect(
    BigInt((await devChainRpc('eth_getTransactionCount', [address, 'latest'])) as string),
  ).toBe(0n)
  if (await modal(page).isVisible()) await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()

  await sendForm()
  await expectFramePage(page, '0.01 ETH')
  await framePage(page).getByTestId('gw-frame-approve').click()
  let after = before
  for (let i = 0; i < 100 && after === before; i++) {
    await page.waitForTimeout(100)
    after = BigInt((await devChainRpc('eth_getBalance', [RECEIVER, 'latest'])) as string)
  }
  expect(after - before).toBe(10n ** 16n)
  const sent = BigInt((await devChainRpc('eth_getTransactionCount', [address, 'latest'])) as string)
  expect(sent).toBe(1n)
})

test("an email account without a name: Account offers 'Choose a name' (names' embedded entry), the frame signs the registration, the name shows at once", async ({
  page,
}) => {
  await openDemo(page)
  const address = await login(page, newEmail('names'))
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-names').click()
  await expect(view(page, 'ChooseAccountName')).toBeVisible()
  await page.getByTestId('gw-name-choose').click()
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
  const label = `mail-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const name = `${label}.reown.id`
  await page.getByTestId('gw-name-input').fill(label)
  await expect(page.getByTestId(`gw-name-suggestion-${name}`)).toContainText('Available')
  await page.getByTestId('gw-name-register').click()
  // The registration's signature: asked on the frame's own page, opened over the flow.
  await expectFramePage(page, name)
  await framePage(page).getByTestId('gw-frame-approve').click()
  await expect(view(page, 'RegisterAccountNameSuccess')).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('gw-name-registered')).toHaveText(name)
  // The devstack's registry verified the frame key's personal_sign and holds the name for it.
  const profile = (await (
    await fetch(
      `${devstack.services.urls.api}/v1/profile/account/${name}?apiVersion=2&projectId=auth-e2e`,
    )
  ).json()) as { addresses: Record<string, { address: string }> }
  expect(profile.addresses[String(0x80000001)]?.address.toLowerCase()).toBe(address.toLowerCase())
  await expect(page.getByTestId('gw-account-button')).toContainText(name)
  await page.getByTestId('gw-name-done').click()
  await expect(page.getByTestId('gw-account-name')).toHaveText(name)
  // Named now: the entry is gone.
  await expect(page.getByTestId('gw-action-send')).toBeVisible()
  await expect(page.getByTestId('gw-action-names')).toHaveCount(0)
})

test('email update (spec §4): a code to the current address, then one to the new; the new email shows, is stored and stays on reload', async ({
  page,
}) => {
  // The resend step's 30 s between codes passes on the page's clock, driven below.
  await page.clock.install()
  await openDemo(page)
  const email = newEmail('update')
  const next = newEmail('updated')
  const address = await login(page, email)
  await page.getByTestId('gw-account-button').click()
  const entry = page.getByTestId('gw-action-update-email')
  await expect(entry).toContainText(email)
  await entry.click()
  await expect(view(page, 'UpdateEmailWallet')).toContainText(email)
  await expect(page.getByTestId('gw-update-email-input')).toBeFocused()
  await shot(page, 'light-UpdateEmailWallet')
  // Spec §5 "Email must be a valid address in … update-email payloads".
  await page.getByTestId('gw-update-email-input').fill('not-an-email')
  await page.getByTestId('gw-update-email-submit').click()
  await expect(page.getByTestId('gw-update-email-error')).toHaveText('Invalid email')

  await page.getByTestId('gw-update-email-input').fill(next)
  await page.keyboard.press('Enter')
  await expect(view(page, 'UpdateEmailPrimaryOtp')).toContainText(email)
  await expect(page.getByTestId('gw-otp-resend')).toBeDisabled()
  // The first code goes to the current address; the new one has none until it is accepted.
  expect(
    (await fetch(`${frame.controlUrl}/last-code?email=${encodeURIComponent(next)}`)).status,
  ).toBe(404)
  await shot(page, 'light-UpdateEmailPrimaryOtp')
  await typeCode(page, '000000')
  await expect(page.getByTestId('gw-otp-error')).toHaveText('Invalid code')
  await expect(page.getByTestId('gw-otp-input-0')).toHaveValue('')
  await shot(page, 'light-UpdateEmailPrimaryOtp-error')
  await typeCode(page, await lastCode(email))

  await expect(view(page, 'UpdateEmailSecondaryOtp')).toContainText(next)
  await shot(page, 'light-UpdateEmailSecondaryOtp')
  await typeCode(page, '999999')
  await expect(page.getByTestId('gw-otp-error')).toHaveText('Invalid code')
  expect(await page.evaluate(() => localStorage.getItem('gw:email'))).toBe(JSON.stringify(email))
  // Resend (spec §9: 30 s between codes), as on the login's code view: the new address gets
  // its code again and the step stays.
  const sentTo = (address: string) =>
    control<{ sent: number }>(`/last-code?email=${encodeURIComponent(address)}`).then((r) => r.sent)
  const before = await sentTo(next)
  const resend = page.getByTestId('gw-otp-resend')
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in \d+s$/)
  // 20 s on (the page's clock also runs by itself): still waiting; 31 s on: Resend.
  await page.clock.fastForward(20_000)
  await expect(resend).toBeDisabled()
  await page.clock.fastForward(11_000)
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(page.getByTestId('gw-toast')).toContainText('Code resent')
  expect(await sentTo(next)).toBe(before + 1)
  await expect(view(page, 'UpdateEmailSecondaryOtp')).toContainText(next)
  await expect(resend).toBeDisabled()
  await typeCode(page, await lastCode(next))

  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-toast').filter({ hasText: 'Email updated' })).toBeVisible()
  await expect(entry).toContainText(next)
  // Spec §4 "secondary success stores the new email", under the login's own key.
  expect(await page.evaluate(() => localStorage.getItem('gw:email'))).toBe(JSON.stringify(next))
  // The wallet stays the same: the new address logs in to the same key.
  expect(await addressOf(next)).toBe(address)

  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  expect(await page.evaluate(() => localStorage.getItem('gw:email'))).toBe(JSON.stringify(next))
  await page.getByTestId('gw-account-button').click()
  await expect(entry).toContainText(next)
})

test('the email update views in the dark theme and on a phone (screenshots)', async ({ page }) => {
  await openDemo(page)
  const email = newEmail('updark')
  await login(page, email)
  await page.getByTestId('demo-theme-toggle').click()
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-update-email')).toContainText(email)
  await shot(page, 'dark-Account-email')
  await page.getByTestId('gw-action-update-email').click()
  await expect(view(page, 'UpdateEmailWallet')).toBeVisible()
  await shot(page, 'dark-UpdateEmailWallet')
  await page.getByTestId('gw-update-email-input').fill(newEmail('updark-new'))
  await page.getByTestId('gw-update-email-submit').click()
  await expect(view(page, 'UpdateEmailPrimaryOtp')).toBeVisible()
  await shot(page, 'dark-UpdateEmailPrimaryOtp')
  await page.setViewportSize({ width: 390, height: 844 })
  await typeCode(page, await lastCode(email))
  await expect(view(page, 'UpdateEmailSecondaryOtp')).toBeVisible()
  await shot(page, 'mobile-UpdateEmailSecondaryOtp')
  await typeCode(page, '111111')
  await expect(page.getByTestId('gw-otp-error')).toHaveText('Invalid code')
  await shot(page, 'mobile-UpdateEmailSecondaryOtp-error')
})

test('account type (spec §3 "eip155 smartAccount" by default): a user with smart accounts starts on it; switching to the EOA through the frame moves the address, and a reload keeps it', async ({
  page,
}) => {
  await openDemo(page)
  const email = newEmail('smart')
  await control('/smart-account', { email })
  await startEmail(page, email)
  await typeCode(page, await lastCode(email))
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  const smart = (
    await control<{ address: string }>(`/smart-address?email=${encodeURIComponent(email)}`)
  ).address
  const eoa = await addressOf(email)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
  // Spec §4 "Smart-account networks are saved as a comma list".
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('gw:smart-account-networks')))
    .toMatch(/^"eip155:1,eip155:\d+"$/)

  await page.getByTestId('gw-account-button').click()
  const entry = page.getByTestId('gw-action-account-type')
  await expect(entry).toHaveText(/Account type: Smart account/)
  await entry.click()
  await expect(view(page, 'AccountType')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Smart account/ })).toBeChecked()
  await shot(page, 'light-AccountType')
  // Keyboard: the radio group moves with the arrow keys, and the pick goes to the frame.
  await page.getByRole('radio', { name: /Smart account/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('gw-account-button')).toContainText(short(eoa))
  await expect(page.getByRole('radio', { name: /EOA/ })).toBeChecked()
  await page.getByTestId('gw-modal-back').click()
  await expect(entry).toHaveText(/Account type: EOA/)
  await expect(page.getByTestId('gw-account-address')).toHaveAttribute('title', eoa)

  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(eoa))
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-account-type').click()
  await page.getByTestId('gw-account-type-smartAccount').click()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
})

/** The host page's gated EIP-1193 provider of the connected wallet (what useProvider gives). */
function hostRequest(page: Page, method: string, params: unknown[], key?: string) {
  return page.evaluate(
    ({ method, params, key }) => {
      type Provider = { request(args: { method: string; params: unknown }): Promise<unknown> }
      type PageEngine = {
        $connections: { get(): { eip155: { connectorId: string } } }
        adapters: Map<string, { getProvider(args: { connectorId: string }): Provider }>
      }
      const w = window as unknown as {
        __gangwayModal: { engine: PageEngine }
        __pending: Record<string, Promise<unknown>>
      }
      const { engine } = w.__gangwayModal
      const connectorId = engine.$connections.get().eip155.connectorId
      const provider = engine.adapters.get('eip155')!.getProvider({ connectorId })
      const request = provider.request({ method, params })
      if (!key) return request
      // Not awaited here: the approval comes first.
      w.__pending = {
        ...w.__pending,
        [key]: request.catch((e: { shortMessage?: string; code?: number }) => ({
          error: e.shortMessage,
          code: e.code,
        })),
      }
      return undefined
    },
    { method, params, key },
  )
}
const pending = (page: Page, key: string) =>
  page.evaluate(
    (key) => (window as unknown as { __pending: Record<string, Promise<unknown>> }).__pending[key],
    key,
  )

/** The transactions `from` sent in the chain's last blocks (tests in parallel add blocks too). */
async function sentBy(from: string) {
  const head = Number(await devChainRpc('eth_blockNumber', []))
  const found: { hash: string; to: string; input: string }[] = []
  for (let n = Math.max(0, head - 30); n <= head; n++) {
    const block = (await devChainRpc('eth_getBlockByNumber', [`0x${n.toString(16)}`, true])) as {
      transactions: { hash: string; from: string; to: string; input: string }[]
    }
    found.push(...block.transactions.filter((tx) => tx.from === from.toLowerCase()))
  }
  return found
}

test('smart account (a contract account on the dev chain, deployed on first use): it sends 0.01 ETH from the contract, its signature verifies by ERC-1271 on chain, and a host wallet_sendCalls batch lands in ONE transaction (getCallsStatus 200)', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // Receivers of this test only (other tests pay RECEIVER, maybe at the same time).
  const TO = privateKeyToAccount(generatePrivateKey()).address
  const OTHER = privateKeyToAccount(generatePrivateKey()).address
  await openDemo(page)
  const email = newEmail('contract')
  await control('/smart-account', { email })
  await startEmail(page, email)
  await typeCode(page, await lastCode(email))
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  const smart = (
    await control<{ address: string }>(`/smart-address?email=${encodeURIComponent(email)}`)
  ).address
  const eoa = await addressOf(email)
  // Counterfactual: the address is known and funded, its code not there yet.
  expect(await devChainRpc('eth_getCode', [smart, 'latest'])).toBe('0x')
  const funded = BigInt((await devChainRpc('eth_getBalance', [smart, 'latest'])) as string)
  expect(funded).toBe(100n * 10n ** 18n)

  // Through the Account type entry: the EOA, then back to the smart account.
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-account-type').click()
  await page.getByTestId('gw-account-type-eoa').click()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(eoa))
  await page.getByTestId('gw-account-type-smartAccount').click()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
  await page.getByTestId('gw-modal-back').click()

  // Send 0.01 ETH: the owner calls execute (after deploying the account); the contract pays.
  const before = BigInt((await devChainRpc('eth_getBalance', [TO, 'latest'])) as string)
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-ETH').click()
  await page.getByTestId('gw-send-amount').fill('0.01')
  await page.getByTestId('gw-send-receiver').fill(TO)
  await page.getByTestId('gw-send-submit').click()
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await framePage(page).getByTestId('gw-frame-approve').click()
  await expect
    .poll(async () => BigInt((await devChainRpc('eth_getBalance', [TO, 'latest'])) as string))
    .toBeGreaterThan(before)
  expect(BigInt((await devChainRpc('eth_getBalance', [TO, 'latest'])) as string) - before).toBe(
    10n ** 16n,
  )
  // FROM the contract: its balance paid the value, the owner paid only gas.
  expect(BigInt((await devChainRpc('eth_getBalance', [smart, 'latest'])) as string)).toBe(
    funded - 10n ** 16n,
  )
  expect(await devChainRpc('eth_getCode', [smart, 'latest'])).not.toBe('0x')
  const [deployment, execute] = await sentBy(eoa)
  expect(deployment!.to.toLowerCase()).not.toBe(smart.toLowerCase()) // the factory
  expect(execute!.to).toBe(smart.toLowerCase())
  expect(execute!.input.slice(0, 10)).toBe(
    toFunctionSelector('function execute(address,uint256,bytes)'),
  )

  // Sign: the owner signs; the account's isValidSignature accepts it on chain.
  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()
  const message = 'Smart account says hi'
  await page.getByTestId('demo-sign-message').fill(message)
  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await framePage(page).getByTestId('gw-frame-approve').click()
  await expect(page.getByTestId('demo-signature-valid')).toHaveText(
    '✓ Valid signature from your address',
  )
  const signature = (await page.getByTestId('demo-signature').textContent()) as Hex
  const isValid = await devChainRpc('eth_call', [
    {
      to: smart,
      data: encodeFunctionData({
        abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    },
    'latest',
  ])
  expect((isValid as string).slice(0, 10)).toBe('0x1626ba7e')

  // The host's EIP-5792 batch: atomic is supported; two transfers, one executeBatch transaction.
  expect(await hostRequest(page, 'wallet_getCapabilities', [smart, ['0x1']])).toEqual({
    '0x1': { atomic: { status: 'supported' } },
  })
  const balanceOf = async (a: string) =>
    BigInt((await devChainRpc('eth_getBalance', [a, 'latest'])) as string)
  const [beforeA, beforeB] = [await balanceOf(TO), await balanceOf(OTHER)]
  await hostRequest(
    page,
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: smart,
        atomicRequired: true,
        calls: [
          { to: TO, value: '0x2386f26fc10000' },
          { to: OTHER, value: '0x470de4df820000' },
        ],
      },
    ],
    'batch',
  )
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await framePage(page).getByTestId('gw-frame-approve').click()
  const sent = (await pending(page, 'batch')) as { id: string }
  expect(sent.id).toMatch(/^0x[0-9a-f]{64}$/)
  const status = (await hostRequest(page, 'wallet_getCallsStatus', [sent.id])) as {
    status: number
    atomic: boolean
    receipts: { transactionHash: string; status: string }[]
  }
  expect(status).toMatchObject({ version: '2.0.0', id: sent.id, chainId: '0x1', status: 200 })
  expect(status.atomic).toBe(true)
  expect(status.receipts).toHaveLength(1)
  expect(status.receipts[0]!.status).toBe('0x1')
  const tx = (await devChainRpc('eth_getTransactionByHash', [
    status.receipts[0]!.transactionHash,
  ])) as { from: string; to: string; input: string }
  expect(tx.from).toBe(eoa.toLowerCase())
  expect(tx.to).toBe(smart.toLowerCase())
  expect(tx.input.slice(0, 10)).toBe(
    toFunctionSelector('function executeBatch((address,uint256,bytes)[])'),
  )
  expect(BigInt((await devChainRpc('eth_getBalance', [TO, 'latest'])) as string) - beforeA).toBe(
    10n ** 16n,
  )
  expect(BigInt((await devChainRpc('eth_getBalance', [OTHER, 'latest'])) as string) - beforeB).toBe(
    2n * 10n ** 16n,
  )
})

test('EIP-5792 from the EOA (no smart account): atomic is unsupported, atomicRequired is refused with 5760, otherwise one transaction per call (getCallsStatus 200, two receipts)', async ({
  page,
}) => {
  const TO = privateKeyToAccount(generatePrivateKey()).address
  const OTHER = privateKeyToAccount(generatePrivateKey()).address
  await openDemo(page)
  const eoa = await login(page, newEmail('eoa-calls'))
  expect(await hostRequest(page, 'wallet_getCapabilities', [eoa, ['0x1']])).toEqual({
    '0x1': { atomic: { status: 'unsupported' } },
  })
  const batch = (atomicRequired: boolean) => [
    {
      version: '2.0.0',
      chainId: '0x1',
      atomicRequired,
      calls: [
        { to: TO, value: '0x1' },
        { to: OTHER, value: '0x2', data: '0x' },
      ],
    },
  ]
  await hostRequest(page, 'wallet_sendCalls', batch(true), 'atomic')
  await framePage(page).getByTestId('gw-frame-approve').click()
  expect(await pending(page, 'atomic')).toEqual({ error: 'Atomicity not supported', code: 5760 })

  await hostRequest(page, 'wallet_sendCalls', batch(false), 'loose')
  await framePage(page).getByTestId('gw-frame-approve').click()
  const { id } = (await pending(page, 'loose')) as { id: string }
  const status = (await hostRequest(page, 'wallet_getCallsStatus', [id])) as {
    status: number
    atomic: boolean
    receipts: { transactionHash: string }[]
  }
  expect(status).toMatchObject({ status: 200, atomic: false })
  expect(status.receipts).toHaveLength(2)
  expect(BigInt((await devChainRpc('eth_getBalance', [OTHER, 'latest'])) as string)).toBe(2n)
  expect(BigInt((await devChainRpc('eth_getTransactionCount', [eoa, 'latest'])) as string)).toBe(2n)
})

test('account type views in the dark theme and on a phone; a user without smart accounts is told so (screenshots)', async ({
  page,
}) => {
  await openDemo(page)
  const email = newEmail('smartdark')
  await control('/smart-account', { email })
  await login(page, email)
  await page.getByTestId('demo-theme-toggle').click()
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-account-type').click()
  await expect(page.getByRole('radio', { name: /Smart account/ })).toBeChecked()
  await shot(page, 'dark-AccountType')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'mobile-AccountType')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByTestId('gw-modal-close').click()
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  // A new page: the 30 s between email-login triggers (spec §9) holds within one.
  await page.reload()
  await login(page, newEmail('plain'))
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-account-type')).toHaveText(/Account type: EOA/)
  await page.getByTestId('gw-action-account-type').click()
  await expect(view(page, 'AccountType')).toContainText(
    'Smart accounts are not available on this network',
  )
  await shot(page, 'dark-AccountType-unavailable')
})

test('account type after a network switch through the frame: a network without smart accounts shows EOA and no switch; going back restores the smart account', async ({
  page,
}) => {
  await openDemo(page)
  const email = newEmail('smartswitch')
  // Smart accounts on Ethereum only.
  await control('/smart-account', { email, networks: ['eip155:1'] })
  await login(page, email)
  const smart = (
    await control<{ address: string }>(`/smart-address?email=${encodeURIComponent(email)}`)
  ).address
  const eoa = await addressOf(email)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
  const entry = page.getByTestId('gw-action-account-type')

  await page.getByTestId('gw-network-button').click()
  await page.getByTestId('gw-network-eip155:8453').click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  await expect(page.getByTestId('gw-account-button')).toContainText(short(eoa))
  // The network pick closes the modal.
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('gw-account-button').click()
  await expect(entry).toHaveText(/Account type: EOA/)
  await entry.click()
  await expect(view(page, 'AccountType')).toContainText(
    'Smart accounts are not available on this network',
  )
  await expect(page.getByTestId('gw-account-type-smartAccount')).toHaveCount(0)
  await page.getByTestId('gw-modal-close').click()

  await page.getByTestId('gw-network-button').click()
  await page.getByTestId('gw-network-eip155:1').click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
  // The network pick closes the modal.
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('gw-account-button').click()
  await expect(entry).toHaveText(/Account type: Smart account/)
  await entry.click()
  await expect(page.getByRole('radio', { name: /Smart account/ })).toBeChecked()
})

test('reload restores the login without a flash of Connect; sign-out clears every login key', async ({
  page,
}) => {
  await openDemo(page)
  const address = await login(page, newEmail('reload'))
  // Records whether "Connect Wallet" ever shows after the reload (the button says "Connecting…"
  // while the login is restored).
  await page.addInitScript(() => {
    const w = window as unknown as { __connectSeen?: boolean }
    new MutationObserver(() => {
      const button = document.querySelector('[data-testid="gw-connect-button"]')
      if (button?.textContent === 'Connect Wallet') w.__connectSeen = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  expect(await page.evaluate(() => (window as { __connectSeen?: boolean }).__connectSeen)).toBe(
    undefined,
  )

  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  expect(await stored(page)).toEqual({
    'gw:email-login-used': null,
    'gw:email': null,
    'gw:last-used-chain': null,
    'gw:last-email-login-time': null,
  })
  await page.reload()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
})

/** What the login frame's spy (installed by `spyOnFrame`) holds. */
type FrameSpy = {
  /** Every request the page posted to the login frame, in order. */
  seen: { type: string; id?: string }[]
  /** CONNECT_OTP requests held back: their ids stay pending in the client. */
  held: MessageEvent[]
  release(): void
}

/**
 * Inside the login frame (its origin only): records every request the page posts to it, and
 * holds CONNECT_OTP back until `release()`, so the client's id for it stays pending for as long
 * as the test needs. Released, the held request reaches the frame's own handler as it came.
 */
async function spyOnFrame(page: Page) {
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return
    const spy: FrameSpy = { seen: [], held: [], release() {} }
    let holding = true
    window.addEventListener(
      'message',
      (event) => {
        const data = event.data as { type?: unknown; id?: string } | null
        if (!event.isTrusted || event.source !== window.parent) return
        if (typeof data?.type !== 'string' || !data.type.startsWith('@gw-app/')) return
        spy.seen.push({ type: data.type, id: data.id })
        if (holding && data.type === '@gw-app/CONNECT_OTP') {
          event.stopImmediatePropagation()
          spy.held.push(event)
        }
      },
      true,
    )
    spy.release = () => {
      holding = false
      for (const { data, origin, source } of spy.held.splice(0))
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
    }
    Object.assign(window, { __gwFrameSpy: spy })
  }, frame.origin)
  const loginFrame = () => {
    const found = page.frames().find((f) => f.url().startsWith(`${frame.origin}/frame?`))
    if (!found) throw new Error('no login frame in the page')
    return found
  }
  const read = <T>(fn: (spy: FrameSpy) => T) =>
    loginFrame().evaluate(`(${fn.toString()})(window.__gwFrameSpy)`) as Promise<Awaited<T>>
  return { read, release: () => read((spy) => spy.release()) }
}

test('forged replies carrying the REAL pending id, from the page itself and from another frame of the login origin, change nothing', async ({
  page,
}) => {
  // Spec §5 "Frame messages validated against allowed schema; others ignored": a reply counts
  // only from the login frame's origin AND its window, whatever id it carries.
  const spy = await spyOnFrame(page)
  await openDemo(page)
  const email = newEmail('forged')
  await startEmail(page, email)
  await typeCode(page, await lastCode(email))
  // The client's CONNECT_OTP reached the frame and waits there: its id is pending.
  await expect.poll(() => spy.read((s) => s.held.length)).toBe(1)
  const seen = await spy.read((s) => s.seen)
  const id = seen.find((m) => m.type === '@gw-app/CONNECT_OTP')?.id
  expect(id, 'the id the client gave CONNECT_OTP').toMatch(/^[0-9a-f-]{36}$/)
  // A well-formed success reply to that very request (the real frame answers CONNECT_OTP `{}`).
  const forged = { type: '@gw-frame/CONNECT_OTP_SUCCESS', id, payload: {} }

  /** Nothing moved: the code view, not connected, no error, the client still waiting. */
  async function unchanged(after: string) {
    await page.waitForTimeout(800)
    await expect(view(page, 'EmailVerifyOtp'), after).toBeVisible()
    await expect(page.getByTestId('gw-account-button'), after).toBeHidden()
    await expect(page.getByTestId('gw-otp-error'), after).toHaveCount(0)
    // A reply taken for real makes the client go on (connect: GET_USER, RPC_REQUEST…).
    expect(await spy.read((s) => s.seen.length), `${after}: requests to the frame`).toBe(
      seen.length,
    )
  }

  // (a) From the page itself: the page's origin, the page's window.
  await page.evaluate((message) => window.postMessage(message, '*'), forged)
  await unchanged('after the reply forged by the page')

  // (b) From another frame on the login frame's OWN origin: the right origin, another window.
  await page.evaluate((src) => {
    const other = document.createElement('iframe')
    other.src = src
    other.dataset.testid = 'forger'
    document.body.append(other)
  }, `${frame.origin}/forger`)
  await expect(page.locator('iframe[data-testid=forger]')).toBeAttached()
  await expect
    .poll(() => page.frames().some((f) => f.url() === `${frame.origin}/forger`))
    .toBe(true)
  const forger = page.frames().find((f) => f.url() === `${frame.origin}/forger`)!
  expect(await forger.evaluate(() => location.origin)).toBe(frame.origin)
  await forger.evaluate((message) => window.parent.postMessage(message, '*'), forged)
  await unchanged('after the reply forged by another frame of the login origin')

  // The real reply (the held request, let through) still connects the right account.
  await spy.release()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(await addressOf(email)))
})

test('the email views in the dark theme and on a phone (screenshots)', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  const email = newEmail('dark')
  await page.getByTestId('gw-connect-button').click()
  await expect(page.getByTestId('gw-email-input')).toBeVisible()
  await shot(page, 'dark-Connect-email')
  await page.getByTestId('gw-email-input').fill(email)
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  await shot(page, 'dark-EmailVerifyOtp')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  await shot(page, 'mobile-EmailVerifyOtp')
  await typeCode(page, '111111')
  await expect(page.getByTestId('gw-otp-error')).toHaveText('Invalid code')
  await shot(page, 'mobile-EmailVerifyOtp-error')
})

test('social login: the window opens on the click, the result from the frame origin connects', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const opened = page.waitForEvent('popup')
  await page.getByTestId('gw-social-github').click()
  const popup = await opened
  await expect(view(page, 'ConnectingSocial')).toBeVisible()
  await shot(page, 'light-ConnectingSocial')
  await expect(popup.locator('#continue')).toBeVisible()
  expect(new URL(popup.url()).origin).toBe(frame.origin)
  await popup.locator('#continue').click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('gw:social-username'))).toBe(
    JSON.stringify('github-user'),
  )
  expect(await page.evaluate(() => localStorage.getItem('gw:email-login-used'))).toBe('true')
})

test('social login: error= in the result is "Something went wrong"; nothing connects', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const opened = page.waitForEvent('popup')
  await page.getByTestId('gw-social-google').click()
  const popup = await opened
  await popup.locator('#deny').click()
  await expect(page.getByTestId('gw-social-error')).toHaveText('Something went wrong')
  await expect(
    page.getByTestId('gw-toast').filter({ hasText: 'Something went wrong' }),
  ).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeHidden()
})

// Login frame URLs: the social flow is bound to a state the page generated; the
// provider (the devstack's consent page) hands it back. A return with another state, or with
// the bare `#error=` a provider may end with, is 'Something went wrong' and connects nothing.
for (const [what, tamper] of [
  ['another state', (href: string) => href.replace(/state=[0-9a-f]+/, `state=${'0'.repeat(64)}`)],
  ['the bare #error=', (href: string) => `${href}#error=`],
] as const)
  test(`social login: a return with ${what} is "Something went wrong"; nothing connects`, async ({
    page,
  }) => {
    await openDemo(page)
    await page.getByTestId('gw-connect-button').click()
    const opened = page.waitForEvent('popup')
    await page.getByTestId('gw-social-github').click()
    const popup = await opened
    const cont = popup.locator('#continue')
    await expect(cont).toBeVisible()
    const href = (await cont.getAttribute('href'))!
    // The page's state went to the provider and comes back on the result.
    expect(new URL(popup.url()).searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/)
    expect(new URL(href).searchParams.get('state')).toBe(
      new URL(popup.url()).searchParams.get('state'),
    )
    await cont.evaluate((a, next) => a.setAttribute('href', next), tamper(href))
    await cont.click()
    await expect(page.getByTestId('gw-social-error')).toHaveText('Something went wrong')
    await shot(page, `light-ConnectingSocial-refused-${what.replace(/\W+/g, '-')}`)
    await expect(page.getByTestId('gw-account-button')).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('gw:social-username'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('gw:email-login-used'))).toBeNull()
  })

// A frame (compromised or buggy) answering with a `javascript:` link: the social
// window is never pointed at it and the Farcaster view neither shows nor links it.
test('a javascript: link from the frame never reaches the login window or the Farcaster link; the visitor is told', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // The switch holds for this test's project id only (frames of other tests' pages answer).
  const projectId = uniqueProjectId('unsafe-link')
  try {
    await control('/faults', {
      projectId,
      unsafeLink: ['GET_SOCIAL_REDIRECT_URI', 'GET_FARCASTER_URI'],
    })
    await openDemoWith(page, { projectId })
    await page.getByTestId('gw-connect-button').click()
    const opened = page.waitForEvent('popup')
    await page.getByTestId('gw-social-github').click()
    const popup = await opened
    popup.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await expect(page.getByTestId('gw-social-error')).toHaveText(
      'The login service sent a link that is not safe to open',
    )
    await expect.poll(() => popup.isClosed()).toBe(true)
    await shot(page, 'light-ConnectingSocial-unsafe-link')

    await page.getByTestId('gw-modal-back').click()
    await page.getByTestId('gw-social-farcaster').click()
    await expect(page.getByTestId('gw-farcaster-error')).toHaveText(
      'The login service sent a link that is not safe to open',
    )
    await expect(view(page, 'ConnectingFarcaster').getByTestId('gw-qr')).toHaveCount(0)
    await expect(page.getByTestId('gw-farcaster-link')).toHaveCount(0)
    await shot(page, 'light-ConnectingFarcaster-unsafe-link')
    expect(dialogs).toEqual([])
    await expect(page.getByTestId('gw-account-button')).toBeHidden()
  } finally {
    await control('/reset', { projectId })
  }
})

test.describe('inside Telegram on Android (spec §6 "Android removes facebook and x")', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/11.0',
  })
  test('the social buttons leave out facebook and x', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { TelegramWebviewProxy: object }).TelegramWebviewProxy = {}
    })
    await openDemo(page)
    await page.getByTestId('gw-connect-button').click()
    await expect(page.getByTestId('gw-social-google')).toBeVisible()
    await expect(page.getByTestId('gw-social-github')).toBeVisible()
    await expect(page.getByTestId('gw-social-discord')).toBeVisible()
    await expect(page.getByTestId('gw-social-facebook')).toHaveCount(0)
    await expect(page.getByTestId('gw-social-x')).toHaveCount(0)
  })
})

test('Farcaster: a QR code, the wait, cancel; then an approval connects', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId('gw-social-farcaster').click()
  await expect(view(page, 'ConnectingFarcaster')).toBeVisible()
  await expect(view(page, 'ConnectingFarcaster').getByTestId('gw-qr')).toBeVisible()
  await shot(page, 'light-ConnectingFarcaster')
  await page.getByTestId('gw-farcaster-cancel').click()
  await expect(view(page, 'Connect')).toBeVisible()

  await page.getByTestId('gw-social-farcaster').click()
  await expect(view(page, 'ConnectingFarcaster').getByTestId('gw-qr')).toBeVisible()
  const { channel } = await control<{ channel: string }>('/farcaster-channel')
  await control('/farcaster-approve', { channel })
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('gw:social-username'))).toBe(
    JSON.stringify('farcaster-user'),
  )
})

test('switch network through the frame: the embedded wallet moves to Base and stays there on reload', async ({
  page,
}) => {
  await openDemo(page)
  const address = await login(page, newEmail('switch'))
  await page.getByTestId('gw-network-button').click()
  await page.getByTestId('gw-network-eip155:8453').click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  await expect(page.getByTestId('demo-account-network')).toContainText('8453')
  expect(await page.evaluate(() => localStorage.getItem('gw:last-used-chain'))).toBe(
    JSON.stringify('eip155:8453'),
  )
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
})

test('a reload right after Disconnect, while the frame has not answered SIGN_OUT yet, restores nothing', async ({
  page,
}) => {
  const projectId = uniqueProjectId('quick-out')
  try {
    await openDemoWith(page, { projectId })
    await login(page, newEmail('quick-out'))
    // The frame takes its time over SIGN_OUT (the client gives it 3 s).
    await control('/faults', { projectId, silent: ['SIGN_OUT'] })
    await page.getByTestId('gw-account-button').click()
    await page.getByTestId('gw-disconnect').click()
    await expect.poll(() => stored(page).then((s) => s['gw:email-login-used'])).toBe(null)
    await page.reload()
    await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
    await page.waitForTimeout(1000)
    await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
    expect(await stored(page)).toEqual({
      'gw:email-login-used': null,
      'gw:email': null,
      'gw:last-used-chain': null,
      'gw:last-email-login-time': null,
    })
  } finally {
    await control('/reset', { projectId })
  }
})

// The fault switches are set for the test's own project id (the frame is loaded with it), so the
// frames of tests running beside it in the other worker answer as usual; reset before it ends.
test('fault switches: an error reply with an empty message is "An error occurred"; a frame that never says READY is "Unable to load email login dependency"', async ({
  page,
}) => {
  const projectId = uniqueProjectId('frame-faults')
  try {
    await control('/faults', { projectId, emptyError: ['CONNECT_EMAIL'] })
    await openDemoWith(page, { projectId })
    await page.getByTestId('gw-connect-button').click()
    await page.getByTestId('gw-email-input').fill(newEmail('fault'))
    await page.getByTestId('gw-email-submit').click()
    await expect(page.getByTestId('gw-email-error')).toHaveText('An error occurred')

    await control('/faults', { projectId, ready: 'absent' })
    await openDemoWith(page, { projectId, authReadyTimeout: '2000' })
    await page.getByTestId('gw-connect-button').click()
    await page.getByTestId('gw-email-input').fill(newEmail('noready'))
    await page.getByTestId('gw-email-submit').click()
    await expect(page.getByTestId('gw-email-error')).toHaveText(
      'Unable to load email login dependency',
    )
    await expect(
      page.getByTestId('gw-alert').filter({ hasText: 'Unable to load email login dependency' }),
    ).toBeVisible()
  } finally {
    await control('/reset', { projectId })
  }
})
