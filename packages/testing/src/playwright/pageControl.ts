import * as v from 'valibot'
import { TestWalletNotInstalledError } from '../errors.js'
import type { PageLike } from './pageLike.js'

/**
 * Calls the control API a test wallet exposes on the page's `window[globalName]`, and reads its
 * answer with a schema (the page is the app under test: it is not trusted).
 */
export function pageControl(page: PageLike, globalName: string) {
  const call = async (method: string, args: readonly unknown[] = []): Promise<unknown> => {
    const answer = await page.evaluate(
      ([global, name, values]) => {
        const wallet = (window as unknown as Record<string, Record<string, unknown> | undefined>)[
          global
        ]
        if (!wallet) return { installed: false as const }
        const result = (wallet[name] as (...args: unknown[]) => unknown)(...values)
        return { installed: true as const, result }
      },
      [globalName, method, args] as const,
    )
    if (!answer.installed)
      throw new TestWalletNotInstalledError(
        `${method}: this page has no test wallet (window.${globalName}); it is installed in the documents loaded after the install call: call page.goto first.`,
      )
    return answer.result
  }
  return {
    /** Calls `method`; its answer is dropped. */
    async act(method: string, args?: readonly unknown[]): Promise<void> {
      await call(method, args)
    },
    /** Calls `method` and reads its answer with `schema`. */
    async read<output>(
      schema: v.GenericSchema<unknown, output>,
      method: string,
      args?: readonly unknown[],
    ): Promise<output> {
      const result = v.safeParse(schema, await call(method, args))
      if (result.success) return result.output
      throw new TestWalletNotInstalledError(
        `${method}: the page's window.${globalName} did not answer like a test wallet (${result.issues[0].message}); did the page replace it?`,
      )
    },
  }
}
