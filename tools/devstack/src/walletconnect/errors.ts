/** Base of every error the local WalletConnect stack throws; `cause` keeps the original. */
export class WalletConnectStackError extends Error {
  override name = 'WalletConnectStackError'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
  }
}

/** The relay could not listen (port taken, bad host) or was used in a wrong state. */
export class RelayError extends WalletConnectStackError {
  override name = 'RelayError'
}

/** A remote-wallet call that cannot be honoured (no such proposal, unknown chain, stopped…). */
export class RemoteWalletError extends WalletConnectStackError {
  override name = 'RemoteWalletError'
}

/** `waitForProposal` / `waitForRequest` / `waitForSession` gave up. */
export class RemoteWalletTimeoutError extends RemoteWalletError {
  override name = 'RemoteWalletTimeoutError'
  readonly timeoutMs: number
  constructor(what: string, timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms waiting for ${what}.`)
    this.timeoutMs = timeoutMs
  }
}

/** A control-API call with a bad body or route; `status` is the HTTP status it answers with. */
export class ControlApiError extends WalletConnectStackError {
  override name = 'ControlApiError'
  readonly status: number
  constructor(status: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options)
    this.status = status
  }
}
