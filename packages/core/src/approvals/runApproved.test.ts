import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { runApproved } from './runApproved.js'

const request = { id: 'w:1', method: 'personal_sign', params: ['0x68'] }

function context(approve: () => Promise<void>) {
  const settled: { id: string; ok: boolean; error?: unknown }[] = []
  return {
    settled,
    ctx: {
      requestApproval: vi.fn(approve),
      settleApproval: (id: string, result: { ok: boolean; error?: unknown }) => {
        settled.push({ id, ...result })
      },
    },
  }
}

describe('runApproved (spec §6 approval gate, spec §4 settled requests)', () => {
  it('asks first, then runs, then settles the request as a success', async () => {
    const { ctx, settled } = context(async () => {})
    const run = vi.fn(async () => 'signature')
    await expect(runApproved(ctx, request, run)).resolves.toBe('signature')
    expect(ctx.requestApproval).toHaveBeenCalledWith(request)
    expect(settled).toEqual([{ id: 'w:1', ok: true }])
  })

  it('a refusal of any kind is the visitor saying no: nothing runs, nothing settles', async () => {
    for (const refusal of [new UserRejectedRequestError(), new Error('modal closed')]) {
      const { ctx, settled } = context(async () => {
        throw refusal
      })
      const run = vi.fn(async () => 'never')
      const error = await runApproved(ctx, request, run).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(run).not.toHaveBeenCalled()
      expect(settled).toEqual([])
    }
  })

  it('a wallet failure after the approval settles as an error and is thrown as it is', async () => {
    const { ctx, settled } = context(async () => {})
    const failure = new Error('wallet down')
    await expect(runApproved(ctx, request, () => Promise.reject(failure))).rejects.toBe(failure)
    expect(settled).toEqual([{ id: 'w:1', ok: false, error: failure }])
  })
})
