// Issue 36 §3 "hostile input" on Send, through the actions: the receiver field's length cap, and
// the zero address asking for an explicit confirmation on the review step.
import { open } from '@gangway/core'
import { loadFeature } from '@gangway/core/internal'
import { describe, expect, it } from 'vitest'
import { account, connectedModal } from '../../test/fixtures.js'
import { setReceiverInput } from './actions.js'
import { confirmRisk, sendRisk } from './preview.js'
import { RECEIVER_MAX_CHARS } from './receiverInput.js'
import { getSendStore } from './sendStore.js'

const ZERO = '0x0000000000000000000000000000000000000000'

async function send() {
  const { engine } = await connectedModal({ address: account(5).address })
  await loadFeature(engine, 'send')
  open(engine, { view: 'WalletSend' })
  return engine
}

describe('Send: hostile input', () => {
  it(`the receiver takes at most ${RECEIVER_MAX_CHARS} characters (a 200-character name fits)`, async () => {
    const engine = await send()
    const name = `${'a'.repeat(196)}.eth`
    setReceiverInput(engine, name)
    expect(getSendStore(engine).get().receiverInput).toBe(name)
    setReceiverInput(engine, 'x'.repeat(RECEIVER_MAX_CHARS + 1))
    expect(getSendStore(engine).get().receiverInput).toBe(name)
  })

  it('the zero address is a burn: the review step asks for an explicit confirmation', async () => {
    const engine = await send()
    setReceiverInput(engine, ZERO)
    await expect.poll(() => getSendStore(engine).get().receiver.status).toBe('valid')
    expect(sendRisk(engine)).toBe('burn')
    expect(getSendStore(engine).get().confirmedRisk).toBe(false)
    confirmRisk(engine, true)
    expect(getSendStore(engine).get().confirmedRisk).toBe(true)
    setReceiverInput(engine, account(1).address)
    await expect.poll(() => getSendStore(engine).get().receiver.status).toBe('valid')
    expect(sendRisk(engine)).toBeUndefined()
  })
})
