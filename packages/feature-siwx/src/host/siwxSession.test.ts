import { describe, expect, it, vi } from 'vitest'
import { account } from '../../test/chain.js'
import { siwxModal } from '../../test/fixtures.js'
import { signIn } from '../flow/signIn.js'
import { siwxState } from '../state.js'
import { getSiwxSession, signOutSiwx, watchSiwxSession } from './siwxSession.js'

const ME = account(8)

describe('host API', () => {
  it("'SIWX is not enabled' without the feature", async () => {
    const { modal } = await siwxModal({ privateKey: ME.privateKey, features: {} })
    await expect(getSiwxSession(modal.engine)).rejects.toThrow('SIWX is not enabled')
    expect(() => watchSiwxSession(modal.engine, () => {})).toThrow('SIWX is not enabled')
    await expect(signOutSiwx(modal.engine)).rejects.toThrow('SIWX is not enabled')
  })

  it('reads, watches and signs out the session', async () => {
    const { modal, engine } = await siwxModal({ privateKey: ME.privateKey })
    const seen: unknown[] = []
    const stop = watchSiwxSession(modal.engine, (s) => seen.push(s?.data.accountAddress))
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
    const session = await signIn(engine, siwxState.get(engine))
    expect(await getSiwxSession(modal.engine)).toEqual(session)
    await vi.waitFor(() => expect(seen.at(-1)).toBe(ME.address))
    await signOutSiwx(modal.engine)
    expect(await getSiwxSession(modal.engine)).toBeUndefined()
    expect(seen.at(-1)).toBeUndefined()
    stop()
    await signIn(engine, siwxState.get(engine))
    expect(seen.at(-1)).toBeUndefined()
  })
})
