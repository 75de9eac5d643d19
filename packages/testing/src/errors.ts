/** The base of every error `@gangway/testing` throws itself (wallet requests throw ProviderRpcError). */
export class GangwayTestingError extends Error {
  override name = 'GangwayTestingError'
  /** The error's page in Gangway's docs, `/errors/<name>` (`docs/errors/<name>.md`). */
  get docsPath(): string {
    return `/errors/${this.name}`
  }
}

/** The options of a test wallet are not usable (no accounts, a bad key, a chain without an id…). */
export class TestWalletOptionsError extends GangwayTestingError {
  override name = 'TestWalletOptionsError'
}

/**
 * A browser script of the package is missing from its build (`dist/browser/<name>.js`): the
 * package was not built, or its files were removed.
 */
export class BrowserScriptMissingError extends GangwayTestingError {
  override name = 'BrowserScriptMissingError'
}

/**
 * The page has no test wallet to drive: it was not navigated since `installTestWallet` (init
 * scripts run on the next document), or it is a frame the wallet stays out of.
 */
export class TestWalletNotInstalledError extends GangwayTestingError {
  override name = 'TestWalletNotInstalledError'
}

/** The page does not show what a modal helper expects (no account button, no address on it…). */
export class ModalHelperError extends GangwayTestingError {
  override name = 'ModalHelperError'
}
