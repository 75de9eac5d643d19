// Spec §4 "Closing is disabled in SIWXSignMessage or ApproveTransaction when sign-in is required
// and no session exists" (issue 37 §3), for ApproveTransaction: the demo with ?siwx=required, a
// host request through the connected wallet's gated provider while the sign-in is still asked.
import type { Page } from '@playwright/test'
import { expect, modal, openDemoWith, test, view, WALLET_ID } from './fixtures'

/**
 * Sends personal_sign through the host's gated provider (spec §4: unsafe, so ApproveTransaction);
 * its outcome lands in `window.__hostResults[key]`.
 */
async function hostSign(page: Page, key: string) {
  await page.evaluate((k) => {
    type Provider = { request(args: { method: string; params: unknown }): Promise<unknown> }
    type PageEngine = {
      $connections: { get(): { eip155: { connectorId: string } } }
      adapters: Map<string, { getProvider(args: { connectorId: string }): Provider }>
    }
    const w = window as unknown as {
      __gangwayModal: { engine: PageEngine }
      __hostResults?: Record<string, string>
    }
    w.__hostResults ??= {}
    const results = w.__hostResults
    results[k] = 'pending'
    const { engine } = w.__gangwayModal
    const connectorId = engine.$connections.get().eip155.connectorId
    const provider = engine.adapters.get('eip155')!.getProvider({ connectorId })
    const from = window.__gangwayTestWallet.state().accounts[0]!
    provider.request({ method: 'personal_sign', params: ['0x6869', from] }).then(
      () => {
        results[k] = 'signed'
      },
      (error: { code?: number }) => {
        results[k] = `error ${error?.code}`
      },
    )
  }, key)
}
const hostResult = (page: Page, key: string) =>
  page.evaluate(
    (k) => (window as unknown as { __hostResults: Record<string, string> }).__hostResults[k],
    key,
  )
const walletSigns = (page: Page) =>
  page.evaluate(
    () =>
      window.__gangwayTestWallet
        .requests()
        .filter((r) => r.method === 'personal_sign' && JSON.stringify(r.params).includes('0x6869'))
        .length,
  )
const closeResult = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __gangwayModal: { close(): boolean } }).__gangwayModal.close(),
  )

test('spec §4: ApproveTransaction cannot be closed while a required sign-in has no session; once signed in it can, and closing rejects the request', async ({
  page,
}) => {
  await openDemoWith(page, { siwx: 'required' })
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()

  // A host request while the sign-in is still asked.
  await hostSign(page, 'first')
  const approval = view(page, 'ApproveTransaction')
  await expect(approval).toBeVisible()
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveAttribute('data-shake', '')
  expect(await closeResult(page)).toBe(false)
  await page.waitForTimeout(500)
  // Nothing closed and nothing settled: the view, the pending request, no signature asked.
  await expect(approval).toBeVisible()
  expect(await hostResult(page, 'first')).toBe('pending')
  expect(await walletSigns(page)).toBe(0)

  // Rejected from the view itself: the request fails with 4001 and the sign-in is asked again.
  await page.getByTestId('gw-request-reject').click()
  await expect.poll(() => hostResult(page, 'first')).toBe('error 4001')
  await expect(sign).toBeVisible()
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()

  // Signed in: the same view can be closed, and closing rejects the pending request.
  await hostSign(page, 'second')
  await expect(approval).toBeVisible()
  await expect(page.getByTestId('gw-modal-close')).toBeEnabled()
  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()
  await expect.poll(() => hostResult(page, 'second')).toMatch(/^error /)
  expect(await walletSigns(page)).toBe(0)
})
