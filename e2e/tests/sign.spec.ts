import type { Page } from '@playwright/test'
import {
  connectWallet,
  devChainRpc,
  devstack,
  expect,
  modal,
  openDemo,
  shot,
  test,
  view,
} from './fixtures'

type Outcome = { value?: unknown; error?: { message: string; code?: number } }
declare global {
  interface Window {
    /** Outcomes of the requests a test started from the page, by name. */
    __outcomes?: Record<string, Outcome>
  }
}

/**
 * Starts `provider.request(args)` on the page through the gated provider a host gets
 * (`getProvider(engine, 'eip155')` of @gangway/core: the eip155 adapter's provider for the current
 * connection) and records how it ends in `window.__outcomes[name]`, without waiting.
 */
function startRequest(page: Page, name: string, args: { method: string; params?: unknown[] }) {
  return page.evaluate(
    ({ name, args }) => {
      const engine = (
        window as unknown as {
          __gangwayModal: {
            engine: {
              $connections: { get(): Record<string, { connectorId?: string } | undefined> }
              adapters: Map<
                string,
                {
                  getProvider(p: { connectorId: string }): {
                    request(a: unknown): Promise<unknown>
                  }
                }
              >
            }
          }
        }
      ).__gangwayModal.engine
      const connectorId = engine.$connections.get().eip155?.connectorId
      if (!connectorId) throw new Error('not connected on eip155')
      const provider = engine.adapters.get('eip155')!.getProvider({ connectorId })
      window.__outcomes ??= {}
      const outcomes = window.__outcomes
      provider.request(args).then(
        (value) => {
          outcomes[name] = { value }
        },
        (error: { message: string; code?: number }) => {
          outcomes[name] = { error: { message: error.message, code: error.code } }
        },
      )
    },
    { name, args },
  )
}
const outcome = (page: Page, name: string) =>
  page.evaluate((name) => window.__outcomes?.[name] ?? null, name)

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

test("spec §6 \"Others refused with 'Requested RPC call is not allowed'; UI shows 'Action not allowed' after 300 ms\": eth_sign from the page", async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  // When the toast first shows, in page time.
  await page.evaluate(() => {
    const seen = { at: 0 }
    Object.assign(window, { __toastSeen: seen })
    new MutationObserver(() => {
      if (seen.at) return
      for (const toast of document.querySelectorAll('[data-testid=gw-toast]'))
        if (toast.textContent?.includes('Action not allowed')) seen.at = performance.now()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const startedAt = await page.evaluate(() => performance.now())
  await startRequest(page, 'sign', {
    method: 'eth_sign',
    params: [devstack.accounts[0]!, '0xdeadbeef'],
  })
  await expect.poll(() => outcome(page, 'sign')).not.toBeNull()
  const { error } = (await outcome(page, 'sign'))!
  expect(error?.message).toMatch(/^Requested RPC call is not allowed/)
  const toast = page.getByTestId('gw-toast').filter({ hasText: 'Action not allowed' })
  await expect(toast).toBeVisible()
  await expect(toast).toHaveText('Action not allowed')
  await expect(toast).toHaveAttribute('data-variant', 'error')
  const shownAt = await page.evaluate(
    () => (window as unknown as { __toastSeen: { at: number } }).__toastSeen.at,
  )
  expect(shownAt - startedAt).toBeGreaterThanOrEqual(300)
  // The wallet never got the method, and no approval view opened.
  const received = await page.evaluate(() =>
    window.__gangwayTestWallet.requests().map((r) => r.method),
  )
  expect(received).not.toContain('eth_sign')
  await expect(modal(page)).toBeHidden()
})

test('spec §4 "Closing the modal with no pending transaction rejects pending requests (read-only methods are not aborted)": personal_sign rejects, eth_getBalance answers from the chain', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  const account = devstack.accounts[0]!
  // The read-only call reaches the wallet, which asks the dev chain: its answer is held at the
  // chain's URL until the modal has closed, so the call is still on its way when it closes.
  let arrived = false
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(devstack.chains[0]!.rpcUrl, async (route) => {
    const body = route.request().postData() ?? ''
    if (body.includes('"eth_getBalance"') && body.includes('"0x1"')) {
      arrived = true
      await released
    }
    await route.continue()
  })
  await startRequest(page, 'sign', {
    method: 'personal_sign',
    params: ['0x48656c6c6f', account],
  })
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await startRequest(page, 'balance', { method: 'eth_getBalance', params: [account, '0x1'] })
  await expect.poll(() => arrived).toBe(true)

  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()
  await expect.poll(() => outcome(page, 'sign')).not.toBeNull()
  expect((await outcome(page, 'sign'))!.error?.code).toBe(4001)
  // The read-only call is still waiting for the chain, not aborted.
  expect(await outcome(page, 'balance')).toBeNull()
  release()
  await expect.poll(() => outcome(page, 'balance')).not.toBeNull()
  const chain = await devChainRpc('eth_getBalance', [account, '0x1'])
  expect(await outcome(page, 'balance')).toEqual({ value: chain })
  // The wallet never saw the signature request.
  const received = await page.evaluate(() =>
    window.__gangwayTestWallet.requests().map((r) => r.method),
  )
  expect(received).not.toContain('personal_sign')
  expect(received).toContain('eth_getBalance')
})
