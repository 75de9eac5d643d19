import type { Page } from '@playwright/test'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createVmPage, KEY, KEY2, useRpcStub } from '../../test/vmPage.js'
import { TestWalletNotInstalledError, TestWalletOptionsError } from '../errors.js'
import { installTestWallet } from './installTestWallet.js'
import type { PageLike } from './pageLike.js'

// A Playwright page is a PageLike (checked by the typecheck; the package needs no Playwright).
export const playwrightPageIsPageLike = (page: Page): PageLike => page

const rpc = useRpcStub()

/** What the page's app does: asks the injected provider (as a dapp would). */
const pageRequest = (page: ReturnType<typeof createVmPage>, method: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as {
          __gangwayTestWallet: { provider: { request(a: { method: string }): Promise<unknown> } }
        }
      ).__gangwayTestWallet.provider
        .request({ method: name })
        .then(
          (result) => ({ result }),
          (error: { code: number; message: string }) => ({
            code: error.code,
            message: error.message,
          }),
        ),
    method,
  )

/** A page with the wallet installed (keys `accounts`) and a document loaded. */
async function installed(accounts: `0x${string}`[] = [KEY]) {
  const page = createVmPage()
  const wallet = await installTestWallet(page, { rpcUrl: rpc.url, chainId: 31337, accounts })
  page.goto()
  return { page, wallet }
}

describe('installTestWallet', () => {
  it('installs the wallet in the next document and drives it from the test', async () => {
    const page = createVmPage()
    const wallet = await installTestWallet(page, {
      rpcUrl: rpc.url,
      chainId: 31337,
      accounts: [KEY, KEY2],
    })
    expect(page.initScripts).toHaveLength(1)
    expect(wallet.addresses).toEqual([privateKeyToAddress(KEY), privateKeyToAddress(KEY2)])

    // Init scripts run in documents loaded afterwards: nothing to drive yet.
    await expect(wallet.rejectNext()).rejects.toThrow(TestWalletNotInstalledError)
    await expect(wallet.rejectNext()).rejects.toThrow(
      'rejectNext: this page has no test wallet (window.__gangwayTestWallet); it is installed in the documents loaded after the install call: call page.goto first.',
    )

    page.goto()
    expect(await wallet.accounts()).toEqual([])
    await wallet.rejectNext()
    expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: wallet.addresses })
    expect(await wallet.accounts()).toEqual(wallet.addresses)

    // The wallet switches chain itself; the page's provider follows.
    await wallet.switchChain(8453)
    expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x2105' })
    expect(await wallet.state()).toMatchObject({ chainId: 8453, connected: true, mode: 'approve' })

    expect((await wallet.requests()).map((r) => [r.method, r.status, r.decision])).toEqual([
      ['eth_requestAccounts', 'error', 'rejected'],
      ['eth_requestAccounts', 'ok', 'approved'],
      ['eth_chainId', 'ok', undefined],
    ])

    await wallet.setMode('reject')
    await wallet.disconnect()
    expect(await wallet.state()).toMatchObject({ accounts: [], connected: false, mode: 'reject' })
    await wallet.reset()
    expect(await wallet.state()).toMatchObject({ chainId: 31337, mode: 'approve' })
    expect(await wallet.requests()).toEqual([])
  })

  it('hangNext, approveNext and delayNext reach the page wallet', async () => {
    const { page, wallet } = await installed()
    await wallet.setMode('reject')
    await wallet.approveNext()
    expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: wallet.addresses })
    await wallet.disconnect()
    await wallet.hangNext()
    void pageRequest(page, 'eth_requestAccounts')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await wallet.requests()).at(-1)).toMatchObject({ status: 'pending' })
    await wallet.emitAccountsChanged([wallet.addresses[0]!])
    expect(await wallet.accounts()).toEqual([wallet.addresses[0]])
  })

  it('persist: the handle’s forgetSite drops the stored connection, the next load starts disconnected', async () => {
    const page = createVmPage()
    const wallet = await installTestWallet(page, {
      rpcUrl: rpc.url,
      chainId: 31337,
      accounts: [KEY],
      persist: true,
    })
    page.goto()
    expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: wallet.addresses })
    page.goto()
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: wallet.addresses })
    await wallet.forgetSite()
    // The page was told nothing: it learns on its next request.
    expect(await wallet.state()).toMatchObject({ accounts: [], connected: true })
    expect(page.storage.size).toBe(0)
    page.goto()
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  })

  it('checks the options before touching the page', async () => {
    const page = createVmPage()
    await expect(installTestWallet(page, { rpcUrl: rpc.url, accounts: [KEY] })).rejects.toThrow(
      new TestWalletOptionsError('Test wallet options: chainId is required with rpcUrl'),
    )
    expect(page.initScripts).toEqual([])
  })

  it('refuses answers that are not a test wallet’s (the page replaced it)', async () => {
    const { page, wallet } = await installed()
    page.run('window.__gangwayTestWallet = { state: () => ({ chainId: "1" }) }')
    await expect(wallet.state()).rejects.toThrow(TestWalletNotInstalledError)
    await expect(wallet.accounts()).rejects.toThrow(
      /state: the page's window.__gangwayTestWallet did not answer like a test wallet/,
    )
  })
})
