// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Adapter } from '../internal/core.js'

const never = () => {
  throw new Error('adapters must not start on the server')
}

describe('in Node (SSR)', () => {
  it('imports and creates a modal without a window or a document', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const shell = await import('../exports/index.js')
    const { mainnet } = await import('../internal/core.js')
    const adapter: Adapter = {
      namespace: 'eip155',
      setup: never,
      connect: never,
      reconnect: never,
      disconnect: never,
      getBalance: never,
      getProvider: never,
    }
    const modal = shell.createModal({
      projectId: 'p',
      networks: [mainnet],
      adapters: [{ namespace: 'eip155', create: () => adapter }],
    })
    modal.open()
    expect(modal.engine.$modal.get().open).toBe(true)
    expect(modal.engine.$router.get().view).toBe('Connect')
    modal.destroy()
  })
})
