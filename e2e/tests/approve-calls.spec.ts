// ApproveTransaction lists every call of wallet_sendCalls (to, value, selector) in a
// scrollable list, and Approve waits APPROVE_ARM_DELAY_MS after the request in view changes.
// Screenshots in e2e/artifacts/<light|dark>-ApproveTransaction-calls.png.
import type { Page } from '@playwright/test'
import { connectWallet, expect, openDemo, shot, test, view } from './fixtures'

/** Sends wallet_sendCalls with `count` calls through the host's gated provider (not awaited). */
async function sendCalls(page: Page, count: number) {
  await page.evaluate((n) => {
    type Provider = { request(args: { method: string; params: unknown }): Promise<unknown> }
    type PageEngine = {
      $connections: { get(): { eip155: { connectorId: string } } }
      adapters: Map<string, { getProvider(args: { connectorId: string }): Provider }>
    }
    const { engine } = (window as unknown as { __gangwayModal: { engine: PageEngine } })
      .__gangwayModal
    const connectorId = engine.$connections.get().eip155.connectorId
    const provider = engine.adapters.get('eip155')!.getProvider({ connectorId })
    const calls = Array.from({ length: n }, (_, i) => ({
      to: `0x${(i + 1).toString(16).padStart(40, '0')}`,
      value: i === n - 1 ? '0xde0b6b3a7640000' : '0x0',
      data: `0xa9059cbb${'00'.repeat(64)}`,
    }))
    void provider
      .request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls }] })
      .catch(() => {})
  }, count)
}

async function check(page: Page, mode: 'light' | 'dark') {
  await connectWallet(page)
  await sendCalls(page, 35)
  const approval = view(page, 'ApproveTransaction')
  await expect(approval).toBeVisible()
  await expect(approval.getByTestId('gw-call')).toHaveCount(35)
  await expect(approval).toContainText('35 calls')
  // The 35th call is there (scroll to it), with its value and selector.
  const last = approval.getByTestId('gw-call').nth(34)
  await expect(last).toContainText(`0x${(35).toString(16).padStart(40, '0')}`)
  await expect(last).toContainText('1 ETH')
  await expect(last).toContainText('0xa9059cbb')
  await expect(page.getByTestId('gw-request-approve')).toBeEnabled()
  await shot(page, `${mode}-ApproveTransaction-calls`)
  await page.getByTestId('gw-request-reject').click()
  await expect(approval).toBeHidden()
}

test('light: wallet_sendCalls shows every call, summarised', async ({ page }) => {
  await openDemo(page)
  await check(page, 'light')
})

test('dark: wallet_sendCalls shows every call, summarised', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await check(page, 'dark')
})
