import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// The relay's wire protocol, spoken by hand over real sockets. The end-to-end behaviour with
// the real WalletConnect clients is in createRemoteWallet.test.ts.

type Push = {
  id: number
  method: string
  params: {
    id: string
    data: {
      topic: string
      message: string
      publishedAt: number
      tag: number
      attestation: string
    }
  }
}

let relay: StartRelayReturnType
const open: WebSocket[] = []

beforeAll(async () => {
  relay = await startRelay({ pingIntervalMs: 100 })
})
afterAll(async () => {
  for (const socket of open) socket.terminate()
  await relay?.stop()
})

/** A fake relay-auth JWT: the relay only reads the `iss` claim of the payload. */
const jwtFor = (iss: string) =>
  `e30.${Buffer.from(JSON.stringify({ iss, sub: 'x', aud: 'y' })).toString('base64url')}.sig`

let nextId = 1
const topicOf = (name: string) => name.padEnd(64, '0')

async function connectClient(iss: string, options: { ack?: boolean } = {}) {
  const socket = new WebSocket(`${relay.url}/?auth=${jwtFor(iss)}&projectId=test&ua=raw`)
  open.push(socket)
  const pushes: Push[] = []
  const pending = new Map<string, (reply: Record<string, unknown>) => void>()
  const pushWaiters: (() => void)[] = []
  let pings = 0
  socket.on('ping', () => pings++)
  socket.on('message', (data) => {
    const text = data.toString()
    const payload = JSON.parse(text)
    if (payload.method === 'irn_subscription') {
      pushes.push(payload)
      if (options.ack !== false)
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      for (const wake of pushWaiters.splice(0)) wake()
      return
    }
    // Keep the raw text: ids must come back exactly as sent.
    pending.get(/"id":("[^"]*"|\d+)/.exec(text)![1]!)?.({ ...payload, raw: text })
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const rawCall = (id: string, method: string, params: unknown) =>
    new Promise<Record<string, unknown>>((resolve) => {
      pending.set(id, resolve)
      socket.send(
        `{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`,
      )
    })
  return {
    socket,
    pushes,
    get pings() {
      return pings
    },
    rawCall,
    async call(method: string, params: unknown) {
      const reply = await rawCall(JSON.stringify(String(nextId++)), method, params)
      if (reply.error) throw Object.assign(new Error('rpc error'), reply.error)
      return reply.result
    },
    /** Resolves with the pushes once there are `count` of them (or fails after `ms`). */
    async waitForPushes(count: number, ms = 2000) {
      const deadline = Date.now() + ms
      while (pushes.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${pushes.length}/${count} pushes`)
        await new Promise<void>((resolve) => {
          pushWaiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
      return pushes
    },
    close() {
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startRelay (wire protocol over real sockets)', () => {
  it('listens on 127.0.0.1 with a ws:// url', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(relay.running).toBe(true)
  })

  it('fans a publish out to other subscribers and never echoes it to the sender', async () => {
    const topic = topicOf('fan')
    const alice = await connectClient('did:key:alice-fan')
    const bob = await connectClient('did:key:bob-fan')
    // The sender also holds a second socket (e.g. mid-reconnect): it must not get it there either.
    const aliceAgain = await connectClient('did:key:alice-fan')
    for (const client of [alice, bob, aliceAgain]) await client.call('irn_subscribe', { topic })
    expect(
      await alice.call('irn_publish', {
        topic,
        message: 'hello-bob',
        ttl: 300,
        tag: 1108,
        prompt: true,
        attestation: 'att',
      }),
    ).toBe(true)
    const [push] = await bob.waitForPushes(1)
    expect(push!.params.data).toMatchObject({
      topic,
      message: 'hello-bob',
      tag: 1108,
      attestation: 'att',
    })
    expect(push!.params.data.publishedAt).toBeGreaterThan(Date.now() - 5000)
    await settle()
    expect(alice.pushes).toEqual([])
    expect(aliceAgain.pushes).toEqual([])
    expect(bob.pushes).toHaveLength(1)
  })

  it('replays a message published while the receiver was away, once acknowledged never again', async () => {
    const topic = topicOf('replay')
    const alice = await connectClient('did:key:alice-replay')
    await alice.call('irn_publish', { topic, message: 'while-away', ttl: 300, tag: 1 })
    const bob = await connectClient('did:key:bob-replay')
    expect(typeof (await bob.call('irn_subscribe', { topic }))).toBe('string')
    const [push] = await bob.waitForPushes(1)
    expect(push!.params.data.message).toBe('while-away')
    await settle()
    expect(relay.stats().acknowledged).toBeGreaterThan(0)
    await bob.close()

    // Bob acknowledged it: a new socket of Bob's gets nothing; another client still gets it.
    const bobAgain = await connectClient('did:key:bob-replay')
    await bobAgain.call('irn_batchSubscribe', { topics: [topic] })
    const carol = await connectClient('did:key:carol-replay')
    await carol.call('irn_batchSubscribe', { topics: [topic] })
    await carol.waitForPushes(1)
    await settle()
    expect(bobAgain.pushes).toEqual([])
  })

  it('delivers an unacknowledged message again on the next subscribe', async () => {
    const topic = topicOf('unacked')
    const alice = await connectClient('did:key:alice-unacked')
    await alice.call('irn_publish', { topic, message: 'ack-me', ttl: 300, tag: 1 })
    const lazy = await connectClient('did:key:lazy', { ack: false })
    await lazy.call('irn_subscribe', { topic })
    await lazy.waitForPushes(1)
    await lazy.close()
    const again = await connectClient('did:key:lazy')
    await again.call('irn_subscribe', { topic })
    expect((await again.waitForPushes(1))[0]!.params.data.message).toBe('ack-me')
  })

  it('keeps messages only for their TTL', async () => {
    const topic = topicOf('ttl')
    const alice = await connectClient('did:key:alice-ttl')
    await alice.call('irn_publish', { topic, message: 'short-lived', ttl: 1, tag: 1 })
    await alice.call('irn_publish', { topic, message: 'long-lived', ttl: 60, tag: 1 })
    await settle(1100)
    const bob = await connectClient('did:key:bob-ttl')
    await bob.call('irn_subscribe', { topic })
    await bob.waitForPushes(1)
    await settle()
    expect(bob.pushes.map((p) => p.params.data.message)).toEqual(['long-lived'])
  })

  it('hands out pending messages from irn_batchFetchMessages (not the caller’s own)', async () => {
    const topics = [topicOf('fetch-a'), topicOf('fetch-b')]
    const alice = await connectClient('did:key:alice-fetch')
    await alice.call('irn_batchPublish', {
      messages: [
        { topic: topics[0], message: 'm1', ttl: 300, tag: 1 },
        { topic: topics[1], message: 'm2', ttl: 300, tag: 2 },
      ],
    })
    expect(await alice.call('irn_batchFetchMessages', { topics })).toEqual({
      messages: [],
      hasMore: false,
    })
    const bob = await connectClient('did:key:bob-fetch')
    const fetched = (await bob.call('irn_batchFetchMessages', { topics })) as {
      messages: { topic: string; message: string; tag: number }[]
      hasMore: boolean
    }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map(({ topic, message, tag }) => ({ topic, message, tag }))).toEqual([
      { topic: topics[0], message: 'm1', tag: 1 },
      { topic: topics[1], message: 'm2', tag: 2 },
    ])
    // Fetched counts as delivered.
    expect(await bob.call('irn_batchFetchMessages', { topics })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('stops delivering after irn_unsubscribe / irn_batchUnsubscribe', async () => {
    const [one, two] = [topicOf('unsub-1'), topicOf('unsub-2')]
    const alice = await connectClient('did:key:alice-unsub')
    const bob = await connectClient('did:key:bob-unsub')
    const id = await bob.call('irn_subscribe', { topic: one })
    await bob.call('irn_subscribe', { topic: two })
    expect(await bob.call('irn_unsubscribe', { topic: one, id })).toBe(true)
    expect(
      await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: 'x' }] }),
    ).toBe(true)
    await alice.call('irn_publish', { topic: one, message: 'u1', ttl: 300, tag: 1 })
    await alice.call('irn_publish', { topic: two, message: 'u2', ttl: 300, tag: 1 })
    await settle()
    expect(bob.pushes).toEqual([])
  })

  it('runs the composite pairing methods: subscribes the sender and fans out with tags', async () => {
    const pairingTopic = topicOf('pairing')
    const sessionTopic = topicOf('session')
    const dapp = await connectClient('did:key:dapp-composite')
    const wallet = await connectClient('did:key:wallet-composite')

    // The dapp proposes without subscribing: the relay subscribes it to the pairing topic.
    expect(
      await dapp.call('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal',
        attestation: 'jwt',
        ttl: 300,
        correlationId: 7,
      }),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal!.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
      attestation: 'jwt',
    })

    // The wallet approves without subscribing to the session topic: the relay does it.
    expect(
      await wallet.call('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toBe(true)
    const [response] = await dapp.waitForPushes(1)
    expect(response!.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    const settleRequest = (await dapp.waitForPushes(2))[1]!
    expect(settleRequest.params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300, tag: 1103 })
    const pushes = await wallet.waitForPushes(2)
    expect(pushes[1]!.params.data).toMatchObject({ message: 'settled', tag: 1103 })
    await settle()
    // Nothing came back to its sender.
    expect(wallet.pushes.map((p) => p.params.data.message)).toEqual(['proposal', 'settled'])
    expect(dapp.pushes.map((p) => p.params.data.message)).toEqual(['response', 'settle'])
  })

  it('answers ids exactly as sent (big integers too) and reports errors as JSON-RPC errors', async () => {
    const client = await connectClient('did:key:ids')
    const big = '179532450000000012345'
    const reply = await client.rawCall(big, 'irn_subscribe', { topic: topicOf('ids') })
    expect(reply.raw).toContain(`"id":${big},`)
    const unknown = await client.rawCall('"u1"', 'irn_nope', {})
    expect(unknown.error).toMatchObject({ code: -32601 })
    const invalid = await client.rawCall('"u2"', 'irn_publish', { topic: 'x' })
    expect(invalid.error).toMatchObject({ code: -32602 })
  })

  it('pings every socket', async () => {
    const client = await connectClient('did:key:pinged')
    await settle(350)
    expect(client.pings).toBeGreaterThanOrEqual(2)
  })

  it('stop() closes every socket and refuses connections; start() comes back on the same port with the messages', async () => {
    const topic = topicOf('restart')
    const alice = await connectClient('did:key:alice-restart')
    const bob = await connectClient('did:key:bob-restart')
    const closed = new Promise<number>((resolve) => bob.socket.once('close', resolve))
    const { port } = relay
    await relay.stop()
    expect(await closed).toBe(1001)
    expect(alice.socket.readyState).toBe(WebSocket.CLOSED)
    expect(relay.stats()).toMatchObject({ running: false, connections: 0 })
    await expect(connectClient('did:key:too-early')).rejects.toThrow(/ECONNREFUSED/)

    await relay.start()
    expect(relay.port).toBe(port)
    const alice2 = await connectClient('did:key:alice-restart')
    await alice2.call('irn_publish', { topic, message: 'kept', ttl: 300, tag: 1 })
    await relay.restart({ downMs: 50 })
    const bob2 = await connectClient('did:key:bob-restart')
    await bob2.call('irn_subscribe', { topic })
    expect((await bob2.waitForPushes(1))[0]!.params.data.message).toBe('kept')
  })
})
