/*
 * Test doubles for the shell's tests: a fake Adapter implementing core's contract with
 * controllable promises, and a real modal (engine + React) over memory storage. Not exported.
 */

import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { Modal } from '../components/Modal/Modal.js'
import { NetworkButton } from '../components/NetworkButton/NetworkButton.js'
import { GangwayProvider } from '../context/GangwayContext.js'
import { createModal, type GangwayModal } from '../createModal/createModal.js'
import {
  base,
  type Connector,
  internal,
  type ModalConfig,
  mainnet,
  memoryBackend,
} from '../internal/core.js'

export { deferred, METAMASK } from '@gangway/testkit'

export const ADDRESS = '0x1111222233334444555566667777888899990000'
/** ADDRESS as the UI shows it: 4 first and 6 last characters. */
export const SHORT_ADDRESS = '0x11…990000'

export const external = (n: number): Connector => ({
  id: `wallet-${n}`,
  name: `Wallet ${n}`,
  type: 'EXTERNAL',
  chain: 'eip155',
})

/** An EIP-1193 style user rejection, as a wallet throws it. */
export const userRejection = () => Object.assign(new Error('User rejected'), { code: 4001 })

/** A fake eip155 adapter: every method succeeds unless a test overrides it (no stored session). */
export function fakeAdapter(connectors: Connector[] = [external(1), METAMASK]) {
  return createFakeAdapter({
    connectors,
    address: ADDRESS,
    balance: '1.23456',
    reconnect: 'fail',
    provider: { isFake: true },
  })
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
      // Unit tests never reach the hosted services: a closed local port refuses at once (tests
      // that need the services stub fetch or run the devstack emulator).
      services: {
        walletList: 'http://127.0.0.1:9/wallets',
        api: 'http://127.0.0.1:9/api',
        analytics: 'http://127.0.0.1:9/pulse',
        relay: 'ws://127.0.0.1:9',
      },
      ...config,
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  return { modal, engine: internal(modal.engine), fake }
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

/**
 * A real modal (engine started) to render a kit component in, as features do: pass `wrapper` to
 * testing-library's `render`. The kit's texts follow the modal's locale.
 */
export function withModal(options: Partial<ModalConfig> & { connectors?: Connector[] } = {}) {
  const made = makeModal(options)
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <GangwayProvider modal={made.modal}>{children}</GangwayProvider>
  )
  return { ...made, wrapper }
}
