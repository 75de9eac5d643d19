import type { TestWalletProvider } from './createTestWallet.js'
import type { TestWalletInfo } from './testWalletInfo.js'

/** Anything that dispatches and listens to events: `window`, a Node `EventTarget`, happy-dom. */
export type EventTargetLike = {
  dispatchEvent(event: Event): boolean
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export type AnnounceTestWalletParameters = {
  provider: TestWalletProvider
  info: TestWalletInfo
  /** Also install the provider as `target.ethereum` (pre-EIP-6963 discovery). */
  legacy?: boolean
}

/** The frozen `detail` of an `eip6963:announceProvider` event. */
export type TestWalletAnnouncement = Readonly<{
  info: Readonly<TestWalletInfo>
  provider: TestWalletProvider
}>

/**
 * Announces the wallet by EIP-6963: dispatches `eip6963:announceProvider` now and again on
 * every `eip6963:requestProvider`. With `legacy`, also sets `target.ethereum`.
 * Returns a function that stops answering requests (and removes `ethereum` if it set it).
 *
 * @example
 * import { announceTestWallet, createTestWallet } from '@gangway/testing'
 * const { provider, info } = createTestWallet({ chains, accounts })
 * const stop = announceTestWallet(window, { provider, info, legacy: true })
 */
export function announceTestWallet(
  target: EventTargetLike,
  parameters: AnnounceTestWalletParameters,
): () => void {
  const { provider, info, legacy = false } = parameters
  const detail: TestWalletAnnouncement = Object.freeze({
    info: Object.freeze({ ...info }),
    provider,
  })
  // Build the event with the target's own realm when it has one (a DOM window, happy-dom).
  const EventClass =
    (target as { CustomEvent?: typeof CustomEvent }).CustomEvent ?? globalThis.CustomEvent
  const announce = () => {
    target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  const holder = target as { ethereum?: unknown }
  if (legacy) holder.ethereum = provider
  announce()
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    if (legacy && holder.ethereum === provider) delete holder.ethereum
  }
}
