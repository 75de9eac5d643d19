import { Socket } from 'node:net'

const localHosts = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1'])

/**
 * Records every TCP connection this process opens to a host other than 127.0.0.1 (fetch,
 * WebSocket and TLS all go through `Socket#connect`), so a test can assert that nothing left the
 * machine (no verify.walletconnect.org, no telemetry). `stop()` restores the original method.
 */
export function watchOutsideConnections(): { readonly hosts: string[]; stop(): void } {
  const hosts: string[] = []
  const original = Socket.prototype.connect
  // biome-ignore lint/suspicious/noExplicitAny: Socket#connect is heavily overloaded
  Socket.prototype.connect = function connect(this: Socket, ...args: any[]) {
    const [first, second] = args
    const options = Array.isArray(first) ? first[0] : first
    const host =
      typeof options === 'object' && options !== null
        ? options.path
          ? undefined
          : (options.host ?? 'localhost')
        : typeof second === 'string'
          ? second
          : undefined
    if (host !== undefined && !localHosts.has(host)) hosts.push(host)
    return original.apply(this, args as Parameters<typeof original>)
  } as typeof original
  return {
    hosts,
    stop() {
      Socket.prototype.connect = original
    },
  }
}
