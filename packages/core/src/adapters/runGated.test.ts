import { createTestContext } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import { NamespaceNotConfiguredError, UserRejectedRequestError } from '../errors/catalogue.js'
import { solana } from '../networks/solana.js'
import { createGate, runGated } from './runGated.js'

describe('runGated / createGate (spec §6: unsafe requests need approval)', () => {
  it('before setup the gate is NamespaceNotConfiguredError and nothing runs', async () => {
    let ran = false
    const slot = { ctx: undefined, requestCount: 0 }
    await expect(
      runGated(slot, 'solana', 'w', { method: 'm', params: [] }, async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(NamespaceNotConfiguredError)
    expect(ran).toBe(false)
  })

  it('numbers each request {connectorId}:{n} on the adapter’s counter, asks first, settles after', async () => {
    const test = createTestContext({ networks: [solana] })
    const slot = { ctx: test.ctx, requestCount: 0 }
    const gated = createGate('solana', (method) => method.includes('Send'))
    await expect(gated(slot, 'w', 'solana_signMessage', { m: 1 }, async () => 'sig')).resolves.toBe(
      'sig',
    )
    await gated(slot, 'w', 'solana_signAndSendTransaction', { t: 1 }, async () => 'id')
    expect(test.approvals).toEqual([
      { id: 'w:1', method: 'solana_signMessage', params: { m: 1 }, isTransaction: false },
      { id: 'w:2', method: 'solana_signAndSendTransaction', params: { t: 1 }, isTransaction: true },
    ])
    expect(test.settled).toEqual([
      { id: 'w:1', ok: true },
      { id: 'w:2', ok: true },
    ])
  })

  it('a refusal is UserRejectedRequestError and the request never runs', async () => {
    const test = createTestContext({ networks: [solana], approve: () => false })
    let ran = false
    const gated = createGate('bip122', (method) => /send|broadcast/i.test(method))
    await expect(
      gated({ ctx: test.ctx, requestCount: 0 }, 'w', 'signPsbt', {}, async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(ran).toBe(false)
  })
})
