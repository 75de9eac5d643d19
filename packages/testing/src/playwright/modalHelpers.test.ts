import { describe, expect, it } from 'vitest'
import { ModalHelperError } from '../errors.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import type { LocatorLike, PageLike } from './pageLike.js'
import { readAccount } from './readAccount.js'

/**
 * A page of locators that log what the helper does with them (`click gw-connect-button`…);
 * `title` is the account button's title, `missing` test ids never show up (waitFor times out).
 */
function scriptedPage({ title = null as string | null, missing = [] as string[] } = {}) {
  const log: string[] = []
  const locator = (name: string): LocatorLike => ({
    async click() {
      log.push(`click ${name}`)
    },
    async waitFor(options) {
      if (missing.some((id) => name.endsWith(id)))
        throw new Error(`Timeout ${options?.timeout ?? 30000}ms exceeded waiting for ${name}`)
      log.push(`wait ${name} ${options?.state}`)
    },
    async getAttribute(attribute) {
      log.push(`read ${name} ${attribute}`)
      return title
    },
    getByTestId: (id) => locator(`${name} > ${id}`),
    or: (other) => locator(`${name} | ${(other as unknown as { name: string }).name}`),
    first: () => locator(`${name}:first`),
    ...({ name } as object),
  })
  const page: PageLike = {
    addInitScript: async () => {},
    evaluate: async () => {
      throw new Error('not used')
    },
    getByTestId: (id) => locator(id),
  }
  return { page, log }
}

describe('modal helpers', () => {
  it('connect opens the modal, picks the test wallet and reads the account', async () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const { page, log } = scriptedPage({ title: address })
    expect(await connect(page)).toBe(address)
    expect(log).toEqual([
      'click gw-connect-button | gw-account-button',
      'wait gw-modal visible',
      'click gw-modal > gw-wallet-dev.gangway.testwallet:first',
      'wait gw-account-button visible',
      'read gw-account-button title',
    ])
  })

  it('connect picks the wallet given by id', async () => {
    const { page, log } = scriptedPage({ title: 'x' })
    await connect(page, { walletId: 'io.metamask' })
    expect(log).toContain('click gw-modal > gw-wallet-io.metamask:first')
  })

  it('readAccount throws ModalHelperError when nothing is connected', async () => {
    const { page } = scriptedPage({ missing: ['gw-account-button'] })
    const error = await readAccount(page, { timeout: 10 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ModalHelperError)
    expect((error as Error).message).toBe(
      'readAccount: no account button (gw-account-button) on the page: is a wallet connected?',
    )
    expect((error as Error).cause).toBeInstanceOf(Error)
  })

  it('readAccount throws ModalHelperError when the button carries no address', async () => {
    const { page } = scriptedPage({ title: '  ' })
    await expect(readAccount(page)).rejects.toThrow(
      new ModalHelperError(
        'readAccount: the account button (gw-account-button) has no address in its title',
      ),
    )
  })

  it('disconnect opens the modal, presses Disconnect and waits for the connect button', async () => {
    const { page, log } = scriptedPage()
    await disconnect(page)
    expect(log).toEqual([
      'click gw-connect-button | gw-account-button',
      'wait gw-modal visible',
      'click gw-modal > gw-disconnect',
      'wait gw-connect-button visible',
    ])
  })
})
