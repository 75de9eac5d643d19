import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'
import { createRelayMailbox, type RelayMessage } from './createRelayMailbox.js'
import { RelayError } from './errors.js'
import { readRelayClientId } from './readRelayClientId.js'

export type StartRelayParameters = {
  /** Fixed port; default a free one (kept for later `start()` calls). */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
  /**
   * How often the relay pings each socket (WebSocket ping frames). Default 10 000 ms: Node
   * clients drop a connection that has not been pinged for 35 s. A socket that misses three
   * pongs in a row is dropped.
   */
  pingIntervalMs?: number
}

/** Counters for tests and the control API's `/state`. */
export type RelayStats = {
  running: boolean
  /** Open sockets now. */
  connections: number
  /** Sockets accepted since the relay was created (over restarts). */
  connectionsTotal: number
  /** (socket, topic) subscriptions now. */
  subscriptions: number
  /** Messages held (not yet expired), and on how many topics. */
  storedMessages: number
  topics: number
  /** Messages accepted (a composite method counts each message it carries). */
  published: number
  /** Re-publishes of a message already held (client retries); stored and delivered once. */
  duplicates: number
  /** `irn_subscription` pushes sent, and acks received for them. */
  delivered: number
  acknowledged: number
  /** Messages handed out by `irn_batchFetchMessages`. */
  fetched: number
  pings: number
  /** Requests received, by method. */
  methods: Record<string, number>
}

export type StartRelayReturnType = {
  /** `ws://host:port`: the `relayUrl` for sign-client / walletkit (any projectId works). */
  readonly url: string
  readonly port: number
  readonly host: string
  readonly running: boolean
  /** Closes every socket (clients see a real outage) and stops listening. Messages are kept. */
  stop(): Promise<void>
  /** Listens again on the same port; clients reconnect on their own. No-op while running. */
  start(): Promise<void>
  /** `stop()`, wait `downMs` (default 250), `start()`. */
  restart(parameters?: { downMs?: number }): Promise<void>
  stats(): RelayStats
}

type Connection = {
  readonly socket: WebSocket
  readonly clientId: string
  readonly topics: Set<string>
  /** Keys of messages pushed to this socket and not acknowledged yet. */
  readonly inFlight: Set<string>
  missedPongs: number
}

type Params = Record<string, unknown>
type Handled = { result: unknown; after?: () => void }

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const invalidParams = (detail: string) => new RpcFailure(-32602, `Invalid params: ${detail}`)

// Tags and TTL the hosted relay uses for the messages carried by the composite methods
// (wc_sessionPropose request 1100 / response 1101, wc_sessionSettle request 1102; 5 minutes).
const proposeTag = 1100
const proposeResponseTag = 1101
const settleTag = 1102
const compositeTtl = 300
const maxTtl = 30 * 24 * 60 * 60

/**
 * Starts a local WalletConnect v2 relay: JSON-RPC 2.0 over WebSocket that unmodified
 * `@walletconnect/sign-client` and `@reown/walletkit` clients pair and talk through.
 *
 * It implements `irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`,
 * `irn_batchUnsubscribe`, `irn_publish`, `irn_batchPublish`, `irn_batchFetchMessages` and the
 * composite `wc_proposeSession` / `wc_approveSession` (the relay subscribes the sender and fans
 * the carried messages out). Messages are kept per topic for their TTL, pushed as
 * `irn_subscription` until acknowledged, replayed on subscribe, never sent back to their
 * publisher, and survive `stop()`/`start()`.
 *
 * @example
 * import { startRelay } from '@gangway/devstack'
 * const relay = await startRelay()
 * // SignClient.init({ projectId: 'local', relayUrl: relay.url, … })
 * await relay.restart({ downMs: 500 }) // a real outage: clients reconnect
 * await relay.stop()
 */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<StartRelayReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const pingIntervalMs = parameters.pingIntervalMs ?? 10_000
  let port = parameters.port ?? 0

  const mailbox = createRelayMailbox()
  const connections = new Set<Connection>()
  const subscribers = new Map<string, Set<Connection>>()
  const pendingAcks = new Map<string, { connection: Connection; key: string }>()
  // Push ids: increasing and well inside Number.MAX_SAFE_INTEGER, so acks round-trip exactly.
  let nextPushId = Date.now() * 1000
  const counters = {
    connectionsTotal: 0,
    published: 0,
    duplicates: 0,
    delivered: 0,
    acknowledged: 0,
    fetched: 0,
    pings: 0,
  }
  const methods: Record<string, number> = {}

  let server: Server | undefined
  let timer: ReturnType<typeof setInterval> | undefined

  const subscriptionId = (topic: string, clientId: string) =>
    // What the clients compute for themselves (hashMessage(topic + clientId)), so ids agree.
    createHash('sha256')
      .update(topic + clientId)
      .digest('hex')

  function send(connection: Connection, text: string) {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(text)
  }

  function push(connection: Connection, message: RelayMessage) {
    if (connection.inFlight.has(message.key) || connection.socket.readyState !== WebSocket.OPEN)
      return
    const id = ++nextPushId
    pendingAcks.set(String(id), { connection, key: message.key })
    connection.inFlight.add(message.key)
    counters.delivered++
    send(
      connection,
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(message.topic, connection.clientId),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            tag: message.tag,
            attestation: message.attestation,
          },
        },
      }),
    )
  }

  function subscribe(connection: Connection, topic: string) {
    connection.topics.add(topic)
    const set = subscribers.get(topic) ?? new Set<Connection>()
    subscribers.set(topic, set)
    set.add(connection)
    return subscriptionId(topic, connection.clientId)
  }

  function replay(connection: Connection, topics: readonly string[]) {
    for (const topic of topics)
      for (const message of mailbox.pendingFor(topic, connection.clientId))
        push(connection, message)
  }

  function unsubscribe(connection: Connection, topic: string) {
    connection.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  function publish(
    connection: Connection,
    input: { topic: string; message: string; ttl: number; tag: number; attestation: string },
  ) {
    counters.published++
    const message = mailbox.add({ ...input, senderId: connection.clientId })
    if (!message) {
      counters.duplicates++
      return
    }
    for (const subscriber of subscribers.get(message.topic) ?? [])
      if (subscriber.clientId !== message.senderId) push(subscriber, message)
  }

  const readString = (params: Params, key: string): string => {
    const value = params[key]
    if (typeof value !== 'string' || value.length === 0)
      throw invalidParams(`"${key}" must be a non-empty string`)
    return value
  }
  const readStrings = (params: Params, key: string): string[] => {
    const value = params[key]
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0))
      throw invalidParams(`"${key}" must be an array of non-empty strings`)
    return value as string[]
  }
  const readPublish = (params: Params) => {
    const ttl = params.ttl === undefined ? compositeTtl : params.ttl
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
      throw invalidParams('"ttl" must be a positive number of seconds')
    const tag = params.tag === undefined ? 0 : params.tag
    if (typeof tag !== 'number' || !Number.isInteger(tag))
      throw invalidParams('"tag" must be an integer')
    return {
      topic: readString(params, 'topic'),
      message: readString(params, 'message'),
      ttl: Math.min(ttl, maxTtl),
      tag,
      attestation: typeof params.attestation === 'string' ? params.attestation : '',
    }
  }
  const asParams = (value: unknown): Params => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw invalidParams('params must be an object')
    return value as Params
  }

  function handle(connection: Connection, method: string, rawParams: unknown): Handled {
    switch (method) {
      case 'irn_subscribe': {
        const topic = readString(asParams(rawParams), 'topic')
        return { result: subscribe(connection, topic), after: () => replay(connection, [topic]) }
      }
      case 'irn_batchSubscribe': {
        const topics = readStrings(asParams(rawParams), 'topics')
        return {
          result: topics.map((topic) => subscribe(connection, topic)),
          after: () => replay(connection, topics),
        }
      }
      case 'irn_unsubscribe': {
        unsubscribe(connection, readString(asParams(rawParams), 'topic'))
        return { result: true }
      }
      case 'irn_batchUnsubscribe': {
        const list = asParams(rawParams).subscriptions
        if (!Array.isArray(list)) throw invalidParams('"subscriptions" must be an array')
        for (const entry of list) unsubscribe(connection, readString(asParams(entry), 'topic'))
        return { result: true }
      }
      case 'irn_publish': {
        publish(connection, readPublish(asParams(rawParams)))
        return { result: true }
      }
      case 'irn_batchPublish': {
        const list = asParams(rawParams).messages
        if (!Array.isArray(list)) throw invalidParams('"messages" must be an array')
        const inputs = list.map((entry) => readPublish(asParams(entry)))
        for (const input of inputs) publish(connection, input)
        return { result: true }
      }
      case 'irn_fetchMessages':
      case 'irn_batchFetchMessages': {
        const params = asParams(rawParams)
        const topics =
          method === 'irn_fetchMessages'
            ? [readString(params, 'topic')]
            : readStrings(params, 'topics')
        const messages = topics.flatMap((topic) =>
          mailbox.pendingFor(topic, connection.clientId).map((message) => {
            mailbox.markDelivered(message.key, connection.clientId)
            counters.fetched++
            return {
              topic: message.topic,
              message: message.message,
              publishedAt: message.publishedAt,
              tag: message.tag,
              attestation: message.attestation,
            }
          }),
        )
        return { result: { messages, hasMore: false } }
      }
      case 'wc_proposeSession': {
        // The dapp created the pairing with skipSubscribe: the relay subscribes it to the
        // pairing topic and stores the proposal there for the wallet (which subscribes on pair).
        const params = asParams(rawParams)
        const pairingTopic = readString(params, 'pairingTopic')
        const sessionProposal = readString(params, 'sessionProposal')
        subscribe(connection, pairingTopic)
        publish(connection, {
          topic: pairingTopic,
          message: sessionProposal,
          ttl: compositeTtl,
          tag: proposeTag,
          attestation: typeof params.attestation === 'string' ? params.attestation : '',
        })
        return { result: true, after: () => replay(connection, [pairingTopic]) }
      }
      case 'wc_approveSession': {
        // The wallet subscribed to the session topic with skipSubscribe: the relay subscribes
        // it, answers the proposal on the pairing topic and stores the settle request on the
        // session topic, where the dapp finds it when it subscribes after reading the answer.
        const params = asParams(rawParams)
        const sessionTopic = readString(params, 'sessionTopic')
        const pairingTopic = readString(params, 'pairingTopic')
        const response = readString(params, 'sessionProposalResponse')
        const settle = readString(params, 'sessionSettlementRequest')
        subscribe(connection, sessionTopic)
        publish(connection, {
          topic: pairingTopic,
          message: response,
          ttl: compositeTtl,
          tag: proposeResponseTag,
          attestation: '',
        })
        publish(connection, {
          topic: sessionTopic,
          message: settle,
          ttl: compositeTtl,
          tag: settleTag,
          attestation: '',
        })
        return { result: true, after: () => replay(connection, [sessionTopic]) }
      }
      default:
        throw new RpcFailure(-32601, `Method not found: ${method}`)
    }
  }

  function onAck(connection: Connection, id: unknown, failed: boolean) {
    const pending = pendingAcks.get(String(id))
    if (!pending || pending.connection !== connection) return
    pendingAcks.delete(String(id))
    connection.inFlight.delete(pending.key)
    if (failed) return
    if (mailbox.markDelivered(pending.key, connection.clientId)) counters.acknowledged++
  }

  function onText(connection: Connection, text: string) {
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      return send(connection, errorText('null', -32700, 'Parse error'))
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      return send(connection, errorText('null', -32600, 'Invalid request'))
    const body = payload as Record<string, unknown>
    if (typeof body.method !== 'string') {
      if ('id' in body && ('result' in body || 'error' in body))
        onAck(connection, body.id, 'error' in body)
      return
    }
    const id = rawId(text, body.id)
    methods[body.method] = (methods[body.method] ?? 0) + 1
    try {
      const { result, after } = handle(connection, body.method, body.params)
      send(connection, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      after?.()
    } catch (error) {
      const failure =
        error instanceof RpcFailure ? error : new RpcFailure(-32603, (error as Error).message)
      send(connection, errorText(id, failure.code, failure.message))
    }
  }

  function onConnection(socket: WebSocket, request: IncomingMessage) {
    const connection: Connection = {
      socket,
      clientId: readRelayClientId(request.url),
      topics: new Set(),
      inFlight: new Set(),
      missedPongs: 0,
    }
    connections.add(connection)
    counters.connectionsTotal++
    socket.on('pong', () => {
      connection.missedPongs = 0
    })
    socket.on('message', (data, isBinary) => {
      if (!isBinary) onText(connection, data.toString())
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of [...connection.topics]) unsubscribe(connection, topic)
      for (const [id, pending] of pendingAcks)
        if (pending.connection === connection) pendingAcks.delete(id)
    })
  }

  function tick() {
    mailbox.sweep()
    for (const connection of connections) {
      if (connection.missedPongs >= 3) {
        connection.socket.terminate()
        continue
      }
      connection.missedPongs++
      counters.pings++
      connection.socket.ping()
    }
  }

  async function start() {
    if (server) return
    const httpServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ relay: 'gangway-local-walletconnect', ok: true }))
    })
    const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 })
    httpServer.on('upgrade', (request, socket, head) => {
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request))
    })
    try {
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject)
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject)
          resolve()
        })
      })
    } catch (cause) {
      throw new RelayError(`Relay could not listen on ${host}:${port}.`, { cause })
    }
    port = (httpServer.address() as AddressInfo).port
    server = httpServer
    timer = setInterval(tick, pingIntervalMs)
    timer.unref()
  }

  async function stop() {
    const httpServer = server
    if (!httpServer) return
    server = undefined
    clearInterval(timer)
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()))
    const sockets = [...connections].map((connection) => connection.socket)
    const gone = Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve()
            socket.once('close', () => resolve())
            // 1001 "going away": a plain outage the clients reconnect from (3000 would make
            // them give up on the transport).
            socket.close(1001, 'relay stopped')
          }),
      ),
    )
    let timeout: ReturnType<typeof setTimeout> | undefined
    await Promise.race([gone, new Promise((resolve) => (timeout = setTimeout(resolve, 1000)))])
    clearTimeout(timeout)
    for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate()
    httpServer.closeAllConnections()
    await closed
  }

  await start()

  return {
    get url() {
      return `ws://${host.includes(':') ? `[${host}]` : host}:${port}`
    },
    get port() {
      return port
    },
    host,
    get running() {
      return server !== undefined
    },
    start,
    stop,
    async restart({ downMs = 250 } = {}) {
      await stop()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    stats() {
      let subscriptions = 0
      for (const set of subscribers.values()) subscriptions += set.size
      mailbox.sweep()
      return {
        running: server !== undefined,
        connections: connections.size,
        subscriptions,
        storedMessages: mailbox.size,
        topics: mailbox.topicCount,
        methods: { ...methods },
        ...counters,
      }
    },
  }
}

function errorText(id: string, code: number, message: string) {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/**
 * The request id exactly as sent. Clients may send ids above Number.MAX_SAFE_INTEGER as bare
 * numbers; JSON.parse would round them and the client would never match the answer.
 */
function rawId(text: string, parsed: unknown): string {
  const leading = /^\s*\{\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/.exec(text)?.[1]
  if (leading !== undefined) return leading
  return parsed === undefined ? 'null' : JSON.stringify(parsed)
}
