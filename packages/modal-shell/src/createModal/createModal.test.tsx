import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  base,
  ConfigError,
  connect,
  EngineDestroyedError,
  internal,
  isDestroyed,
  mainnet,
  memoryBackend,
} from '../internal/core.js'
import { fakeAdapter, makeModal } from '../test/fixtures.js'
import { styleText } from '../theme/injectStyles.js'
import { createModal } from './createModal.js'

const config = () => ({
  projectId: 'test-project',
  networks: [mainnet, base] as const,
  adapters: [fakeAdapter().adapter],
  // Never the hosted services from a unit test (a closed local port refuses at once).
  services: {
    walletList: 'http://127.0.0.1:9',
    api: 'http://127.0.0.1:9',
    analytics: 'http://127.0.0.1:9',
  },
})

describe('createModal', () => {
  it('mounts the closed modal once the page is idle, its card hidden: the first open reveals it', async () => {
    const button = document.body.appendChild(document.createElement('button'))
    button.focus()
    const modal = createModal(config(), { storage: memoryBackend(), isMobile: () => false })
    expect(document.querySelector('[data-gw-container]')).toBeNull() // not during createModal
    await waitFor(() => expect(document.querySelector('[data-gw-container] .gw-card')).toBeTruthy())
    expect(styleText(document, 'gangway-styles')).toBeTruthy()
    // Hidden from everyone: visibility:hidden layer, aria-hidden, inert; no icon fetched.
    const layer = document.querySelector<HTMLElement>('.gw-layer')!
    expect(layer.hasAttribute('data-warm')).toBe(true)
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    expect(layer.querySelector('.gw-card')!.hasAttribute('inert')).toBe(true)
    expect(layer.querySelector('img')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(modal.engine.$modal.get().open).toBe(false)
    const prepared = screen.getByTestId('gw-view-Connect')
    // The first open updates the prepared card in place.
    act(() => modal.open())
    expect(screen.getByTestId('gw-view-Connect')).toBe(prepared)
    // On a loaded machine the reveal can take a commit more (a lazy view settling): wait for it.
    await waitFor(() => expect(layer.hasAttribute('data-warm')).toBe(false))
    expect(screen.getByRole('dialog').hasAttribute('inert')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))
    expect(screen.getByTestId('gw-wallet-io.metamask').querySelector('img')).toBeTruthy()
    expect(document.querySelectorAll('[data-gw-container]')).toHaveLength(1)
    act(() => modal.destroy())
    expect(document.querySelector('[data-gw-container]')).toBeNull()
    button.remove()
  })

  it('rehearses an update of the hidden card once on idle, so the first open is not its first run', async () => {
    const modal = createModal(config(), { storage: memoryBackend(), isMobile: () => false })
    await waitFor(() => expect(document.querySelector('.gw-layer[data-warm]')).toBeTruthy())
    const layer = document.querySelector<HTMLElement>('.gw-layer')!
    const prepared = screen.getByTestId('gw-view-Connect')
    await waitFor(() => expect(layer.getAttribute('data-warm')).toBe('rehearsed'))
    // Still hidden, the same card, nothing fetched or focused.
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    expect(layer.querySelector('.gw-card')!.hasAttribute('inert')).toBe(true)
    expect(layer.querySelector('img')).toBeNull()
    expect(screen.getByTestId('gw-view-Connect')).toBe(prepared)
    expect(document.activeElement).toBe(document.body)
    act(() => modal.open())
    await waitFor(() => expect(layer.hasAttribute('data-warm')).toBe(false))
    act(() => modal.destroy())
  })

  it('preload() lays the closed modal out at once, hidden (the connect button calls it on hover and focus)', async () => {
    const modal = createModal(config(), { storage: memoryBackend(), isMobile: () => false })
    expect(document.querySelector('[data-gw-container]')).toBeNull()
    act(() => {
      modal.preload()
      modal.preload()
    })
    expect(document.querySelectorAll('[data-gw-container]')).toHaveLength(1)
    await waitFor(() =>
      expect(document.querySelector('.gw-layer[data-warm] .gw-card')).toBeTruthy(),
    )
    expect(modal.engine.$modal.get().open).toBe(false)
    act(() => modal.destroy())
  })

  it('destroyed before the page is idle, it never mounts', async () => {
    const modal = createModal(config(), { storage: memoryBackend(), isMobile: () => false })
    modal.destroy()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(document.querySelector('[data-gw-container]')).toBeNull()
  })

  it('mounts on a first open that comes before the idle mount; destroy removes it', async () => {
    const modal = createModal(config(), { storage: memoryBackend(), isMobile: () => false })
    expect(document.querySelector('[data-gw-container]')).toBeNull()
    act(() => modal.open())
    expect(await screen.findByTestId('gw-view-Connect')).toBeTruthy()
    expect(document.querySelectorAll('[data-gw-container]')).toHaveLength(1)
    act(() => void modal.close())
    act(() => modal.open())
    expect(document.querySelectorAll('[data-gw-container]')).toHaveLength(1)
    act(() => modal.destroy())
    expect(document.querySelector('[data-gw-container]')).toBeNull()
  })

  it('destroy removes every page listener the modals added and ends the engine for good', async () => {
    // Count what the shell (and its adapters) add to window and document, by listener.
    const live = new Map<EventTarget, Set<unknown>>()
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target)
      const remove = target.removeEventListener.bind(target)
      live.set(target, new Set())
      vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, options) => {
        live.get(target)!.add(fn)
        add(type, fn, options)
      })
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, options) => {
        live.get(target)!.delete(fn)
        remove(type, fn, options)
      })
    }
    const modals = Array.from({ length: 20 }, () =>
      createModal(config(), { storage: memoryBackend(), isMobile: () => false }),
    )
    act(() => {
      for (const modal of modals.slice(0, 10)) modal.open()
    })
    await waitFor(() => expect(document.querySelectorAll('[data-gw-container]')).toHaveLength(10))
    act(() => {
      for (const modal of modals) modal.destroy()
    })
    expect(document.querySelector('[data-gw-container]')).toBeNull()
    expect([...live.values()].map((set) => set.size)).toEqual([0, 0])
    vi.restoreAllMocks()
    const [first] = modals
    expect(isDestroyed(internal(first!.engine))).toBe(true)
    expect(() => first!.open()).toThrow(EngineDestroyedError)
    expect(() => first!.destroy()).not.toThrow()
  })

  it('does not mount when the host renders the modal itself or embeds it', () => {
    for (const flags of [{ disableAppend: true }, { embedded: true }]) {
      const modal = createModal({ ...config(), ...flags }, { storage: memoryBackend() })
      act(() => modal.open())
      expect(document.querySelector('[data-gw-container]')).toBeNull()
      modal.destroy()
    }
  })

  it('starts the engine (adapters set up) and registers the core views in core’s registry', () => {
    const fake = fakeAdapter()
    const modal = createModal(
      { ...config(), adapters: [fake.adapter] },
      { storage: memoryBackend() },
    )
    expect(fake.instance.setup).toHaveBeenCalledOnce()
    expect(Object.keys(modal.engine.$views.get())).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'Account',
      'Networks',
      'UnsupportedChain',
      'ApproveTransaction',
    ])
    modal.destroy()
  })

  it('subscribeState reports now and on each change; subscribeEvents streams events', async () => {
    const { modal, engine } = makeModal()
    const states = vi.fn()
    const events = vi.fn()
    const stopState = modal.subscribeState(states)
    const stopEvents = modal.subscribeEvents(events)
    expect(states).toHaveBeenLastCalledWith({
      open: false,
      loading: false,
      view: 'Connect',
      namespace: 'eip155',
      networkId: 'eip155:1',
    })
    modal.open({ view: 'Networks' })
    expect(states).toHaveBeenLastCalledWith(
      expect.objectContaining({ open: true, view: 'Networks' }),
    )
    expect(events).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ event: 'MODAL_OPEN' }) }),
    )
    await connect(engine, { connectorId: 'io.metamask' })
    expect(events.mock.calls.map(([e]) => e.data.event)).toContain('CONNECT_SUCCESS')
    const calls = states.mock.calls.length
    stopState()
    stopEvents()
    modal.close()
    expect(states).toHaveBeenCalledTimes(calls)
  })

  it('loads configured features on first open only', async () => {
    const load = vi.fn(async () => ({ register: () => {} }))
    const { modal, engine } = makeModal({ features: { swaps: { id: 'swaps', load } } })
    expect(load).not.toHaveBeenCalled()
    modal.open()
    await waitFor(() => expect(engine.$features.get().swaps).toBe('ready'))
    expect(load).toHaveBeenCalledOnce()
  })

  it('starts loading features only after the open has painted, not in the click', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    try {
      const load = vi.fn(async () => ({ register: () => {} }))
      const { modal, engine } = makeModal({ features: { swaps: { id: 'swaps', load } } })
      modal.open()
      // A task later the frame has not come yet: nothing is fetched ahead of the paint.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(load).not.toHaveBeenCalled()
      for (const frame of frames.splice(0)) frame(performance.now())
      await waitFor(() => expect(engine.$features.get().swaps).toBe('ready'))
      expect(load).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('createModal refuses wrong configurations before anything mounts', () => {
  /** The issue lines of the ConfigError createModal throws. */
  function issuesOf(create: () => unknown): string[] {
    try {
      create()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect(document.querySelector('[data-gw-container]')).toBeNull()
      return (error as ConfigError).issues
    }
    throw new Error('createModal did not throw')
  }

  it('a typo in the config, with a "did you mean" (plain JavaScript users get it too)', () => {
    const typo = { ...config(), themMode: 'dark' } as Parameters<typeof createModal>[0]
    expect(issuesOf(() => createModal(typo, { storage: memoryBackend() }))).toEqual([
      'themMode: Unknown key. Did you mean "themeMode"?',
    ])
  })

  it('its own options: unknown keys, a storage name where the back-end goes, the nonce', () => {
    const options = { storage: 'cookie', ismobile: () => false, nonce: 'a;b' }
    expect(issuesOf(() => createModal(config(), options as never))).toEqual([
      'options.nonce: Expected a CSP nonce (base64) received "a;b"',
      'options.storage: Expected object received "cookie"',
      'options.ismobile: Unknown key. Did you mean "isMobile"?',
    ])
  })
})
