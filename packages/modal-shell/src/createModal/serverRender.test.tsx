import { cookieBackend } from '@gangway/core'
import { createStorage } from '@gangway/core/internal'
import { createFakeAdapter } from '@gangway/testkit'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { GangwayProvider } from '../context/GangwayContext.js'
import { cookieToInitialState } from '../exports/index.js'
import { base, createEngine, type ModalConfig, mainnet, STORAGE_KEYS } from '../internal/core.js'
import { ADDRESS, deferred, SHORT_ADDRESS } from '../test/fixtures.js'
import { createModal, type GangwayModal } from './createModal.js'

// Issue 33: "the server renders exactly what the client's first render will; the restore then
// confirms it with the wallet without a flash, and a wallet that no longer answers falls back
// cleanly." The server side is an engine that never starts (what createModal makes in Node).

function setup() {
  const jar = new Map<string, string>()
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = ''] = line.split('; ')
      const eq = pair.indexOf('=')
      if (line.includes('max-age=0')) jar.delete(pair.slice(0, eq))
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    },
  }
  // What an earlier visit left: connected on Base through MetaMask.
  const storage = createStorage(cookieBackend(doc))
  storage.set(STORAGE_KEYS.activeNamespace, 'eip155')
  storage.set(STORAGE_KEYS.activeNetwork('eip155'), base.caipNetworkId)
  storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
  storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
  storage.set(STORAGE_KEYS.accountAddress('eip155'), ADDRESS)
  const fake = createFakeAdapter({ address: ADDRESS, balance: '1.5', reconnect: 'succeed' })
  const reconnect = deferred<Awaited<ReturnType<typeof fake.instance.reconnect>>>()
  fake.instance.reconnect.mockReturnValueOnce(reconnect.promise)
  const config: ModalConfig = {
    projectId: 'test-project',
    networks: [mainnet, base],
    adapters: [fake.adapter],
    disableAppend: true,
    analytics: false,
    storage: 'cookie',
    services: {
      walletList: 'http://127.0.0.1:9/wallets',
      api: 'http://127.0.0.1:9/api',
      analytics: 'http://127.0.0.1:9/pulse',
    },
  }
  return { doc, config, fake, reconnect }
}

function serverHtml(config: ModalConfig, cookieHeader: string, withInitialState: boolean) {
  const initialState = withInitialState ? cookieToInitialState(config, cookieHeader) : undefined
  const engine = createEngine(
    { ...config, initialState },
    { storage: cookieBackend({ cookie: '' }) },
  )
  const modal = { engine, preload: () => {} } as unknown as GangwayModal
  return renderToString(
    <GangwayProvider modal={modal}>
      <ConnectButton />
    </GangwayProvider>,
  )
}

const modals: GangwayModal[] = []
afterEach(() => {
  for (const modal of modals.splice(0)) modal.destroy()
  document.body.innerHTML = ''
})

async function hydrate(html: string, modal: GangwayModal) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable = vi.fn()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(
      container,
      <GangwayProvider modal={modal}>
        <ConnectButton />
      </GangwayProvider>,
      { onRecoverableError: recoverable },
    )
  })
  consoleError.mockRestore()
  return { container, recoverable, consoleErrors: consoleError.mock.calls }
}

describe('server rendering with cookieToInitialState', () => {
  it('the server renders the account button; hydrating gives no mismatch and no flash', async () => {
    const { doc, config, fake, reconnect } = setup()
    const html = serverHtml(config, doc.cookie, true)
    expect(html).toContain('data-testid="gw-account-button"')
    expect(html).toContain(SHORT_ADDRESS)

    const initialState = cookieToInitialState(config, doc.cookie)
    const modal = createModal({ ...config, initialState }, { storage: cookieBackend(doc) })
    modals.push(modal)
    // Nothing restores before React has hydrated (a restore that ended first would change
    // what the first render shows).
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.instance.reconnect).not.toHaveBeenCalled()
    const { container, recoverable, consoleErrors } = await hydrate(html, modal)
    expect(fake.instance.reconnect).toHaveBeenCalledOnce()
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleErrors).toEqual([])
    const button = container.querySelector('[data-testid="gw-account-button"]')
    expect(button?.getAttribute('aria-busy')).toBe('true')

    // The wallet confirms: the same button, now connected with its balance.
    await act(async () =>
      reconnect.resolve({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 8453 }),
    )
    expect(container.querySelector('[data-testid="gw-account-button"]')).toBe(button)
    expect(button?.hasAttribute('aria-busy')).toBe(false)
    await vi.waitFor(() => expect(button?.textContent).toContain('1.5'))
  })

  it('a wallet that no longer answers: the connect button, the stored connection forgotten', async () => {
    const { doc, config, reconnect } = setup()
    const html = serverHtml(config, doc.cookie, true)
    const initialState = cookieToInitialState(config, doc.cookie)
    const modal = createModal({ ...config, initialState }, { storage: cookieBackend(doc) })
    modals.push(modal)
    // The wallet answers at once (no session): still after hydration, so no mismatch.
    reconnect.reject(new Error('wallet locked'))
    const { container, recoverable, consoleErrors } = await hydrate(html, modal)
    expect(consoleErrors).toEqual([])
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.querySelector('[data-testid="gw-connect-button"]')?.textContent).toBe(
      'Connect Wallet',
    )
    expect(cookieToInitialState(config, doc.cookie).namespaces.eip155).toEqual({
      networkId: base.caipNetworkId,
    })
  })

  it('without initialState the first render differs from the server (what the option fixes)', async () => {
    const { doc, config } = setup()
    const html = serverHtml(config, doc.cookie, false)
    expect(html).toContain('Connect Wallet')
    const modal = createModal(config, { storage: cookieBackend(doc) })
    modals.push(modal)
    const { recoverable, consoleErrors } = await hydrate(html, modal)
    expect(recoverable.mock.calls.length + consoleErrors.length).toBeGreaterThan(0)
  })
})
