import { describe, expect, it, vi } from 'vitest'
import { connectedEngine, OTHER_ADDRESS } from '../engine/_test/fixtures.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { type DisconnectInfo, onDisconnect } from './onDisconnect.js'

const connected = connectedEngine

describe('onDisconnect: what a feature or adapter keeps for a connection is cleared by it', () => {
  it('runs when the namespace is left with no connection, with the connector that ended it', async () => {
    const { engine } = await connected()
    const seen: DisconnectInfo[] = []
    onDisconnect(engine, (info) => seen.push(info))
    await disconnect(engine)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.namespace).toBe('eip155')
    expect(seen[0]?.connectorId).toBe('io.metamask')
    expect(seen[0]?.connector?.id).toBe('io.metamask')
  })

  it('does not run while another connection of the namespace stays', async () => {
    const { engine, fake } = await connected()
    fake.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: OTHER_ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    await connect(engine, { connectorId: 'walletConnect' })
    const hook = vi.fn()
    onDisconnect(engine, hook)
    await disconnect(engine)
    expect(hook).not.toHaveBeenCalled()
  })

  it('a removed hook no longer runs; a hook that throws is logged and the next still runs', async () => {
    const { engine } = await connected()
    const removed = vi.fn()
    onDisconnect(engine, removed)()
    const error = vi.spyOn(engine.logger, 'error').mockImplementation(() => {})
    const failure = new Error('boom')
    onDisconnect(engine, () => {
      throw failure
    })
    const after = vi.fn()
    onDisconnect(engine, after)
    await disconnect(engine)
    expect(removed).not.toHaveBeenCalled()
    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledWith('a disconnect hook failed', failure)
    expect(engine.$account.get()?.status).toBe('disconnected')
  })
})
