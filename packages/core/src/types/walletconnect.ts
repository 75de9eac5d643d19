/* Remote wallets (WalletConnect, DESIGN §1): loaded with import() only when used. No runtime code here. */

import type { WalletListEntry } from './entities.js'

/** The connector id of every namespace connected through a WalletConnect session. */
export type WalletConnectConnectorId = 'walletConnect'

/** What a WalletConnect pairing is doing (the `status` of spec §3 wallet connection state). */
export type WalletConnectStatus =
  | 'idle'
  | 'pairing'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'rejected'
  | 'error'

/** A deep link opened to hand the pairing URI to a wallet (spec §3 `wcLinking`). */
export type WalletLink = {
  name: string
  href: string
  platform: 'mobile' | 'desktop' | 'web'
}

/** Spec §3 "Wallet connection state: wcUri, wcPairingExpiry, wcLinking, recentWallet, status, wcError, buffering". */
export type WalletConnectState = {
  /** The pairing URI shown as QR code; replaced before it expires. */
  wcUri: string | undefined
  /** When `wcUri` expires (ms since epoch; spec §9: 4 min, replaced 10 s early). */
  wcPairingExpiry: number | undefined
  wcLinking: WalletLink | undefined
  /** The wallet the visitor picked for this pairing, if any. */
  recentWallet: WalletListEntry | undefined
  status: WalletConnectStatus
  /** Whether the last pairing ended in an error or a rejection. */
  wcError: boolean
  /** The last error's message, for the view. */
  errorMessage: string | undefined
  /** Whether the relay connection is down and requests are held until it is back. */
  buffering: boolean
}

/** A started WalletConnect client of one engine (what `loadWalletConnect` resolves to). */
export type WalletConnectClient = {
  /** Readable store of the wallet connection state (a nanostores atom). */
  readonly $state: {
    get(): WalletConnectState
    subscribe(listener: (state: WalletConnectState) => void): () => void
    listen(listener: (state: WalletConnectState) => void): () => void
  }
  /**
   * Creates a pairing (its URI lands in `$state.wcUri`), waits for the wallet's approval and
   * connects every namespace of the session through its adapter. A pairing that expires is
   * replaced without a click. Rejects with UserRejectedRequestError when the wallet rejects.
   */
  connect(params?: { wallet?: WalletListEntry | undefined }): Promise<void>
  /** Stops waiting for the current pairing (leaving the view). */
  cancel(): void
  /**
   * Opens a wallet's link with the current URI (mobile scheme or universal link, desktop, web
   * app). Links that are not http(s) or an app scheme, or are `javascript:`, `data:`,
   * `file:`…, are never opened.
   * @returns the link opened, or undefined when the wallet has no safe link for the platform.
   */
  openWallet(params: {
    wallet: WalletListEntry
    platform: 'mobile' | 'desktop' | 'web'
  }): WalletLink | undefined
  /** The QR code of a URI as rows of dark (true) / light modules. */
  qrMatrix(uri: string): boolean[][]
  /** Restores a stored session (start-up); resolves false when there is none. */
  restore(): Promise<boolean>
}

/** The module behind the descriptor's `load()`. */
export type WalletConnectModule<TEngine = unknown> = {
  createClient(engine: TEngine): WalletConnectClient
}

/** The tiny descriptor a host passes as `walletConnect` in config (`walletConnect()`). */
export type WalletConnectDescriptor<TEngine = unknown> = {
  id: WalletConnectConnectorId
  load(): Promise<WalletConnectModule<TEngine>>
}
