import type {
  CaipNetworkId,
  ChainNamespace,
  Logger,
  RemoteSessionBridge,
} from '../internal/core.js'
import { ConnectBeforeRequestError, SignClientNotInitializedError } from '../internal/core.js'
import type { RemoteSession, SessionNamespace } from './readSession.js'
import { toWalletError } from './toWalletError.js'

/** The part of a sign client the session providers use. */
export type SessionRequester = {
  request(params: {
    topic: string
    chainId: string
    request: { method: string; params: unknown }
  }): Promise<unknown>
}

/** What a session provider needs from the client that owns the session. */
export type SessionLink = {
  /** The live session, if any. */
  session(): RemoteSession | undefined
  /** The initialised sign client, if any. */
  signClient(): SessionRequester | undefined
  /** Ends the session at the visitor's request (disconnect). */
  end(): Promise<void>
  /** Reads from a chain over HTTP JSON-RPC (read-only methods). */
  read(chainId: CaipNetworkId, method: string, params: unknown): Promise<unknown>
  logger: Logger
}

/**
 * The session's grant for `namespace`.
 * @throws ConnectBeforeRequestError ('Please call connect() before request()') without one.
 */
function sessionNamespace(
  link: SessionLink,
  namespace: ChainNamespace,
): { session: RemoteSession; granted: SessionNamespace } {
  const session = link.session()
  const granted = session?.namespaces[namespace]
  if (!session || !granted) throw new ConnectBeforeRequestError({ details: namespace })
  return { session, granted }
}

/**
 * Sends a request to the wallet through the session on `chainId`.
 * @throws SignClientNotInitializedError without a client; ConnectBeforeRequestError without a
 * session; the wallet's error as a Gangway error (user rejection, WalletRequestError).
 */
async function requestWallet(
  link: SessionLink,
  chainId: CaipNetworkId,
  method: string,
  params: unknown,
): Promise<unknown> {
  const client = link.signClient()
  if (!client) throw new SignClientNotInitializedError({ details: method })
  const namespace = chainId.split(':')[0] as ChainNamespace
  const { session } = sessionNamespace(link, namespace)
  try {
    return await client.request({ topic: session.topic, chainId, request: { method, params } })
  } catch (error) {
    throw toWalletError(error)
  }
}

/**
 * The bridge an adapter's session provider gets for one namespace of the session: the grant,
 * wallet requests (with the session's topic and this client's error mapping), chain reads and
 * the visitor's disconnect. Adapters never see the sign client.
 *
 * @example
 * const provider = await adapter.walletConnect?.createProvider?.(createSessionBridge(link, 'eip155'), 'eip155:1')
 */
export function createSessionBridge(
  link: SessionLink,
  namespace: ChainNamespace,
): RemoteSessionBridge {
  return {
    granted: () => sessionNamespace(link, namespace).granted,
    request: ({ chainId, method, params }) => requestWallet(link, chainId, method, params),
    read: ({ chainId, method, params }) => link.read(chainId, method, params),
    end: () => link.end(),
    logger: link.logger,
  }
}
