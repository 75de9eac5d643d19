import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BitcoinRemoteSigner, BitcoinSignPsbtResult } from './createBitcoinRemoteSigner.js'
import type {
  RemoteWallet,
  RemoteWalletAuthMode,
  RemoteWalletProposalMode,
  RemoteWalletRequestMode,
} from './createRemoteWallet.js'
import type { SolanaRemoteSigner, SolanaSignTransactionResult } from './createSolanaRemoteSigner.js'
import { ControlApiError, RemoteWalletError, WalletConnectStackError } from './errors.js'
import type { StartRelayReturnType } from './startRelay.js'

export type StartControlServerParameters = {
  wallet: RemoteWallet
  relay: StartRelayReturnType
  /** The wallet's Solana signer, when it has one. */
  solana?: SolanaRemoteSigner
  /** The wallet's Bitcoin signer, when it has one. */
  bip122?: BitcoinRemoteSigner
  /** Default: a free port. */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
}

export type StartControlServerReturnType = {
  /** `http://host:port` */
  url: string
  port: number
  stop(): Promise<void>
}

const proposalModes: readonly RemoteWalletProposalMode[] = ['approve', 'reject', 'manual']
const requestModes: readonly RemoteWalletRequestMode[] = ['approve', 'reject']
const authModes: readonly RemoteWalletAuthMode[] = ['sign', 'unsupported', 'reject', 'tamper']
const recent = 20

/**
 * Starts the HTTP control API of the remote wallet and relay, for the demo page and browser
 * tests (CORS `*`, preflight answered). JSON in and out; errors are `{ error: { name, message } }`
 * with status 400 (bad input), 404 (unknown route) or 500.
 *
 * - `GET /state`: address, chains, mode, sessions, the last proposals and requests, relay stats
 * - `POST /pair {uri}`: pair with a `wc:` URI
 * - `POST /mode {proposals?: 'approve'|'reject'|'manual', requests?: 'approve'|'reject',
 *   authentication?: 'sign'|'unsupported'|'reject'|'tamper'}` (one-click sign-in answers)
 * - `POST /approve {id?}`, `POST /reject {id?}`: answer a pending proposal (manual mode)
 * - `POST /disconnect {topic?}`: end every session (or one): the dapp gets session_delete
 * - `POST /switch-chain {chainId}`: number or hex; session update + chainChanged
 * - `POST /relay/restart {downMs?}`: a real relay outage, then back on the same port
 * - `POST /solana {signTransactionResult: 'signature'|'transaction'|'both'}`: what
 *   solana_signTransaction answers (with a Solana signer)
 * - `POST /bip122 {signPsbtResult?: 'signed'|'unsigned', emit?: true}`: what signPsbt answers,
 *   and/or emit `bip122_addressesChanged` with the wallet's addresses (with a Bitcoin signer)
 *
 * @example
 * await fetch(`${controlUrl}/pair`, { method: 'POST', body: JSON.stringify({ uri }) })
 */
export async function startControlServer(
  parameters: StartControlServerParameters,
): Promise<StartControlServerReturnType> {
  const { wallet, relay } = parameters
  const host = parameters.host ?? '127.0.0.1'
  let url = ''

  const routes: Record<string, (body: Record<string, unknown>) => Promise<unknown> | unknown> = {
    'GET /state': () => ({
      address: wallet.address,
      addresses: wallet.addresses,
      chainId: wallet.chainId,
      chains: wallet.chains,
      relayUrl: relay.url,
      controlUrl: url,
      mode: wallet.mode,
      sessions: wallet.sessions(),
      proposals: wallet.proposals.slice(-recent),
      requests: wallet.requests.slice(-recent),
      relay: relay.stats(),
      ...(parameters.solana
        ? {
            solana: {
              address: parameters.solana.address,
              chains: parameters.solana.chains,
              signTransactionResult: parameters.solana.signTransactionResult,
            },
          }
        : {}),
      ...(parameters.bip122
        ? {
            bip122: {
              address: parameters.bip122.address,
              ordinalsAddress: parameters.bip122.ordinalsAddress,
              chains: parameters.bip122.chains,
              signPsbtResult: parameters.bip122.signPsbtResult,
            },
          }
        : {}),
    }),
    'POST /bip122': async (body) => {
      const signer = parameters.bip122
      if (!signer) throw new ControlApiError(400, 'The wallet has no Bitcoin signer.')
      const results: readonly BitcoinSignPsbtResult[] = ['signed', 'unsigned']
      if (body.signPsbtResult !== undefined) {
        if (!results.includes(body.signPsbtResult as never))
          throw new ControlApiError(400, `"signPsbtResult" must be one of ${results.join(', ')}.`)
        signer.signPsbtResult = body.signPsbtResult as BitcoinSignPsbtResult
      }
      let emitted = 0
      if (body.emit === true)
        for (const chain of signer.chains)
          emitted += await wallet.emit('bip122_addressesChanged', signer.addresses(), chain)
      return { signPsbtResult: signer.signPsbtResult, emitted }
    },
    'POST /solana': (body) => {
      const signer = parameters.solana
      if (!signer) throw new ControlApiError(400, 'The wallet has no Solana signer.')
      const shapes: readonly SolanaSignTransactionResult[] = ['signature', 'transaction', 'both']
      if (!shapes.includes(body.signTransactionResult as never))
        throw new ControlApiError(
          400,
          `"signTransactionResult" must be one of ${shapes.join(', ')}.`,
        )
      signer.signTransactionResult = body.signTransactionResult as SolanaSignTransactionResult
      return { signTransactionResult: signer.signTransactionResult }
    },
    'POST /pair': async (body) => {
      const uri = body.uri
      if (typeof uri !== 'string' || !uri.startsWith('wc:'))
        throw new ControlApiError(400, '"uri" must be a wc: URI.')
      await wallet.pair(uri)
      return { ok: true }
    },
    'POST /mode': (body) => {
      const { proposals, requests, authentication } = body
      if (proposals !== undefined && !proposalModes.includes(proposals as never))
        throw new ControlApiError(400, `"proposals" must be one of ${proposalModes.join(', ')}.`)
      if (requests !== undefined && !requestModes.includes(requests as never))
        throw new ControlApiError(400, `"requests" must be one of ${requestModes.join(', ')}.`)
      if (authentication !== undefined && !authModes.includes(authentication as never))
        throw new ControlApiError(400, `"authentication" must be one of ${authModes.join(', ')}.`)
      wallet.setMode({
        authentication: authentication as RemoteWalletAuthMode | undefined,
        proposals: proposals as RemoteWalletProposalMode | undefined,
        requests: requests as RemoteWalletRequestMode | undefined,
      })
      return { mode: wallet.mode }
    },
    'POST /approve': async (body) => ({ session: await wallet.approve(readOptionalId(body)) }),
    'POST /reject': async (body) => {
      await wallet.reject(readOptionalId(body))
      return { ok: true }
    },
    'POST /disconnect': async (body) => {
      if (body.topic !== undefined && typeof body.topic !== 'string')
        throw new ControlApiError(400, '"topic" must be a string.')
      return { disconnected: await wallet.disconnect(body.topic) }
    },
    'POST /switch-chain': async (body) => {
      const raw = body.chainId
      const chainId =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(raw)
            ? Number(raw)
            : Number.NaN
      if (!Number.isSafeInteger(chainId) || chainId <= 0)
        throw new ControlApiError(400, '"chainId" must be a chain id (number or hex string).')
      if (!wallet.chains.some((chain) => chain.chainId === chainId))
        throw new ControlApiError(
          400,
          `The wallet has no chain ${chainId} (it has ${wallet.chains.map((c) => c.chainId).join(', ')}).`,
        )
      await wallet.switchChain(chainId)
      return { chainId }
    },
    'POST /relay/restart': async (body) => {
      const downMs = body.downMs ?? 250
      if (typeof downMs !== 'number' || !(downMs >= 0 && downMs <= 60_000))
        throw new ControlApiError(400, '"downMs" must be 0–60000.')
      await relay.restart({ downMs })
      return { ok: true, relayUrl: relay.url }
    },
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      return response.end()
    }
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, {
        ...cors,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(
        JSON.stringify(body, (_key, value) =>
          typeof value === 'bigint' ? value.toString() : (value as unknown),
        ),
      )
    }
    try {
      const path = new URL(request.url ?? '/', 'http://control.invalid').pathname.replace(/\/$/, '')
      const route = routes[`${request.method} ${path || '/'}`]
      if (!route) throw new ControlApiError(404, `No route ${request.method} ${path || '/'}.`)
      reply(200, await route(request.method === 'POST' ? await readJson(request) : {}))
    } catch (error) {
      // A wallet call that cannot be honoured (no pending proposal, unknown chain) is the
      // caller's mistake; anything else is ours.
      const status =
        error instanceof ControlApiError
          ? error.status
          : error instanceof RemoteWalletError
            ? 400
            : 500
      const { name, message } = error as Error
      reply(status, { error: { name, message } })
    }
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(parameters.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (cause) {
    throw new WalletConnectStackError(
      `Control API could not listen on ${host}:${parameters.port}.`,
      { cause },
    )
  }
  const { port } = server.address() as AddressInfo
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    url,
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

function readOptionalId(body: Record<string, unknown>): number | undefined {
  if (body.id === undefined) return undefined
  if (typeof body.id !== 'number' || !Number.isSafeInteger(body.id))
    throw new ControlApiError(400, '"id" must be a proposal id (number).')
  return body.id
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) {
    text += chunk
    if (text.length > 1_000_000) throw new ControlApiError(413, 'Body too large.')
  }
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new ControlApiError(400, 'The body is not JSON.', { cause })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ControlApiError(400, 'The body must be a JSON object.')
  return body as Record<string, unknown>
}
