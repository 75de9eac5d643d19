/*
 * Test doubles for the shell's tests: a fake Adapter implementing core's contract with
 * controllable promises, and a real modal (engine + React) over memory storage. Not exported.
 */
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { Modal } from '../components/Modal/Modal.js'
import { NetworkButton } from '../components/NetworkButton/NetworkButton.js'
import { GangwayProvider } from '../context/GangwayContext.js'
import { createModal, type GangwayModal } from '../createModal/createModal.js'
import {
  type Adapter,
  type AdapterContext,
  base,
  type Connector,
  type ModalConfig,
  mainnet,
  memoryBackend,
} from '../internal/core.js'

export const ADDRESS = '0x1111222233334444555566667777888899990000'
/** ADDRESS as the UI shows it: 4 first and 6 last characters. */
export const SHORT_ADDRESS = '0x11…990000'

export const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  info: { rdns: 'io.metamask' },
}
export const external = (n: number): Connector => ({
  id: `wallet-${n}`,
  name: `Wallet ${n}`,
  type: 'EXTERNAL',
  chain: 'eip155',
})

/** A promise with its settlers outside. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** An EIP-1193 style user rejection, as a wallet throws it. */
export const userRejection = () => Object.assign(new Error('User rejected'), { code: 4001 })

/** A fake eip155 adapter: every method succeeds unless a test overrides it. */
export function fakeAdapter(connectors: Connector[] = [external(1), METAMASK]) {
  const state: { ctx?: AdapterContext } = {}
  const adapter = {
    namespace: 'eip155' as const,
    setup: vi.fn<Adapter['setup']>((ctx) => {
      state.ctx = ctx
      ctx.setConnectors(connectors)
      return () => {}
    }),
    connect: vi.fn<Adapter['connect']>(async ({ network }) => ({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: network.id,
    })),
    reconnect: vi.fn<Adapter['reconnect']>(async () => {
      throw new Error('no session')
    }),
    disconnect: vi.fn<Adapter['disconnect']>(async () => {}),
    switchNetwork: vi.fn<Adapter['switchNetwork']>(async () => {}),
    getBalance: vi.fn<Adapter['getBalance']>(async ({ network }) => ({
      value: '1.23456',
      symbol: network.nativeCurrency.symbol,
    })),
    signMessage: vi.fn<Adapter['signMessage']>(async () => '0xsig'),
    sendTransaction: vi.fn<Adapter['sendTransaction']>(async () => '0xhash'),
    getProvider: vi.fn<Adapter['getProvider']>(() => ({ isFake: true })),
  } satisfies Adapter
  return {
    adapter,
    get ctx(): AdapterContext {
      if (!state.ctx) throw new Error('adapter not set up')
      return state.ctx
    },
  }
}

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/** Creates a real modal (engine started) over a fake adapter and memory storage. */
export function makeModal(options: Partial<ModalConfig> & { connectors?: Connector[] } = {}) {
  const { connectors, ...config } = options
  const fake = fakeAdapter(connectors)
  const modal = createModal(
    {
      projectId: 'test-project',
      networks: [mainnet, base],
      adapters: [fake.adapter],
      disableAppend: true,
      ...config,
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  return { modal, engine: modal.engine, fake }
}

/**
 * A real modal over a fake adapter, rendered the way a host renders it itself
 * (`disableAppend`): the buttons and `<Modal/>` under `<GangwayProvider>`.
 */
export function renderModal(
  options: Partial<ModalConfig> & { connectors?: Connector[] } = {},
  children?: ReactNode,
) {
  const made = makeModal(options)
  const view = render(
    <GangwayProvider modal={made.modal}>
      <ConnectButton />
      <NetworkButton />
      {children}
      <Modal />
    </GangwayProvider>,
  )
  return { ...view, ...made }
}
