/*
 * The devstack's service emulator for the wallet-list and analytics tests: one per test file,
 * reset between tests. Not exported from the package.
 */
import { type StartServiceEmulatorReturnType, startServiceEmulator } from '@gangway/devstack'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ModalConfig } from '../../config/types.js'
import { makeEngine } from '../../engine/_test/fixtures.js'
import { base, mainnet } from '../../networks/index.js'

export function useEmulator() {
  const ref: { current: StartServiceEmulatorReturnType } = {} as never
  beforeAll(async () => {
    ref.current = await startServiceEmulator({ dataApi: false })
  })
  afterEach(() => ref.current.reset())
  afterAll(() => ref.current.stop())
  return {
    get emulator() {
      return ref.current
    },
    /** An engine (Ethereum and Base) pointed at the emulator. */
    engine(config: Partial<ModalConfig> = {}) {
      return makeEngine({ networks: [mainnet, base], services: ref.current.urls, ...config })
    },
    /** The getWallets queries the emulator received. */
    walletQueries() {
      return ref.current
        .requests('walletList')
        .filter((r) => r.path === '/getWallets')
        .map((r) => r.query)
    },
  }
}
