import { createHash } from 'node:crypto'

/** One message the relay holds until its TTL runs out. */
export type RelayMessage = {
  /** sha256(topic + message): identical re-publishes (client retries) are stored once. */
  key: string
  topic: string
  message: string
  /** ms since epoch, as the relay received it. */
  publishedAt: number
  expiresAt: number
  tag: number
  /** The publisher's Verify attestation; '' when it sent none. */
  attestation: string
  /** Client id of the publisher: never delivered back to it. */
  senderId: string
  /** Client ids that acknowledged (or fetched) it: never delivered to them again. */
  readonly deliveredTo: Set<string>
}

type PublishInput = {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  attestation: string
  senderId: string
}

/** The relay's message store, by topic. It outlives the sockets (and a relay restart). */
export type RelayMailbox = {
  /** Stores a message; `undefined` when the same message is already stored (a retry). */
  add(input: PublishInput, now?: number): RelayMessage | undefined
  /** Unexpired messages on `topic` that `clientId` neither sent nor already received. */
  pendingFor(topic: string, clientId: string, now?: number): RelayMessage[]
  markDelivered(key: string, clientId: string): boolean
  /** Drops expired messages; returns how many. */
  sweep(now?: number): number
  readonly size: number
  readonly topicCount: number
}

/** Creates the in-memory message store of {@link startRelay}. */
export function createRelayMailbox(): RelayMailbox {
  const byTopic = new Map<string, Map<string, RelayMessage>>()
  const byKey = new Map<string, RelayMessage>()

  const remove = (message: RelayMessage) => {
    byKey.delete(message.key)
    const topic = byTopic.get(message.topic)
    topic?.delete(message.key)
    if (topic?.size === 0) byTopic.delete(message.topic)
  }

  return {
    add(input, now = Date.now()) {
      const key = createHash('sha256').update(input.topic).update(input.message).digest('hex')
      const existing = byKey.get(key)
      if (existing && existing.expiresAt > now) return undefined
      if (existing) remove(existing)
      const message: RelayMessage = {
        key,
        topic: input.topic,
        message: input.message,
        publishedAt: now,
        expiresAt: now + Math.max(1, input.ttl) * 1000,
        tag: input.tag,
        attestation: input.attestation,
        senderId: input.senderId,
        deliveredTo: new Set(),
      }
      byKey.set(key, message)
      const topic = byTopic.get(input.topic) ?? new Map<string, RelayMessage>()
      byTopic.set(input.topic, topic)
      topic.set(key, message)
      return message
    },
    pendingFor(topic, clientId, now = Date.now()) {
      const messages = byTopic.get(topic)
      if (!messages) return []
      return [...messages.values()]
        .filter((m) => m.expiresAt > now && m.senderId !== clientId && !m.deliveredTo.has(clientId))
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    markDelivered(key, clientId) {
      const message = byKey.get(key)
      if (!message || message.deliveredTo.has(clientId)) return false
      message.deliveredTo.add(clientId)
      return true
    },
    sweep(now = Date.now()) {
      let dropped = 0
      for (const message of [...byKey.values()])
        if (message.expiresAt <= now) {
          remove(message)
          dropped++
        }
      return dropped
    },
    get size() {
      return byKey.size
    },
    get topicCount() {
      return byTopic.size
    },
  }
}
