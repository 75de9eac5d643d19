/**
 * The part of a Playwright `Locator` the modal helpers use. Structural, so the package needs no
 * Playwright at run time: pass Playwright's own locators (or anything that behaves alike).
 */
export type LocatorLike = {
  click(options?: { timeout?: number }): Promise<void>
  waitFor(options?: {
    state?: 'attached' | 'detached' | 'visible' | 'hidden'
    timeout?: number
  }): Promise<void>
  getAttribute(name: string, options?: { timeout?: number }): Promise<string | null>
  getByTestId(testId: string): LocatorLike
  or(locator: LocatorLike): LocatorLike
  first(): LocatorLike
}

/**
 * The part of a Playwright `Page` the package uses (a Playwright `Page` is one); `locator` is its
 * locator type, so helpers that return a locator return Playwright's own.
 */
export type PageLike<locator extends LocatorLike = LocatorLike> = {
  addInitScript(script: { content: string }): Promise<unknown>
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>
  getByTestId(testId: string): locator
}
