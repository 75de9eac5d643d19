import { Socket } from 'node:net'

const localHosts = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1'])

/**
 * Test helper: records every TCP connection this process starts to a host other than
 * 127.0.0.1 (fetch, WebSocket and TLS sockets all go through `net.Socket#connect`), so a test
 * can assert that nothing left the machine. `stop()` restores the original method.
 */
export function watchOutsideConnections(): { readonly hosts: string[]; stop(): void } {
  const hosts: string[] = []
  const original = Socket.prototype.connect
  Socket.prototype.connect = function connect(this: Socket, ...args: unknown[]) {
    const [first, second] = args
    // Node passes [options, callback] as one array argument internally.
    const options: unknown = Array.isArray(first) ? first[0] : first
    const host =
      typeof options === 'object' && options !== null
        ? 'path' in options && options.path
          ? undefined
          : String(('host' in options && options.host) || 'localhost')
        : typeof options === 'number' || /^\d+$/.test(String(options))
          ? typeof second === 'string'
            ? second
            : 'localhost'
          : undefined
    if (host !== undefined && !localHosts.has(host)) hosts.push(host)
    return Reflect.apply(original, this, args)
  } as typeof original
  return {
    hosts,
    stop() {
      Socket.prototype.connect = original
    },
  }
}
