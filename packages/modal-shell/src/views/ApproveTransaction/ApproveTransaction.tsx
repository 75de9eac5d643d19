import { useStore } from '@nanostores/react'
import { type ComponentType, useEffect, useState } from 'react'
import { isComponent, type ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import {
  APPROVE_ARM_DELAY_MS,
  approvalSurfaceView,
  approveRequest,
  delegateRequest,
  formatUnits,
  type PendingRequest,
  rejectRequest,
} from '../../internal/core.js'
import { stringify } from '../../utils/stringify.js'
import { summarizeCalls } from './summarizeCalls.js'

const LABELS: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  eth_sendUserOperation: 'Send a user operation',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
}

/** personal_sign carries the message as hex: show it as text when it decodes cleanly. */
function details(method: string, params: unknown): string {
  const hex = method === 'personal_sign' && Array.isArray(params) ? params[0] : undefined
  if (typeof hex === 'string' && /^0x([0-9a-f]{2})*$/i.test(hex)) {
    const bytes = new Uint8Array(
      hex
        .slice(2)
        .match(/../g)
        ?.map((b) => Number.parseInt(b, 16)) ?? [],
    )
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {}
  }
  return stringify(params)
}

/** Approve stays disabled for APPROVE_ARM_DELAY_MS each time the request in view changes. */
function useArmed(requestId: string | undefined): boolean {
  const [armed, setArmed] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (requestId === undefined) return
    const timer = setTimeout(() => setArmed(requestId), APPROVE_ARM_DELAY_MS)
    return () => clearTimeout(timer)
  }, [requestId])
  return armed !== undefined && armed === requestId
}

/** wallet_sendCalls: every call, summarised (to, value, selector), in a scrollable list. */
function Calls({ request }: { request: PendingRequest }) {
  const engine = useEngine()
  const network = useStore(engine.$activeNetworks)[request.namespace]
  const currency = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const calls = summarizeCalls(request.params, (wei) => formatUnits(wei, currency.decimals))
  if (!calls) return null
  return (
    <>
      <p className="gw-muted">
        {calls.length} {calls.length === 1 ? 'call' : 'calls'}
      </p>
      <ol
        className="gw-pre gw-calls"
        data-testid="gw-calls"
        aria-label="Calls"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
        tabIndex={0}
      >
        {calls.map((call, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed, ordered copy
          <li key={i} data-testid="gw-call">
            <span className="gw-muted">to</span> <code>{call.to}</code>
            <br />
            <span className="gw-muted">value</span> {call.value} {currency.symbol}
            <br />
            <span className="gw-muted">function</span>{' '}
            {call.selector ? (
              <code>
                {call.selector} ({call.dataBytes} bytes)
              </code>
            ) : (
              'none (plain transfer)'
            )}
          </li>
        ))}
      </ol>
    </>
  )
}

/** The request's params in full, as text, in a scrollable block. */
function Details({ request }: { request: PendingRequest }) {
  return (
    <pre
      className="gw-pre"
      title="Request details"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
      tabIndex={0}
    >
      {details(request.method, request.params)}
    </pre>
  )
}

/** What a connector's approval surface (`FeatureContext.approvalSurfaces`) is rendered with. */
type ApprovalSurfaceProps = { requestId: string }

/**
 * ApproveTransaction (spec §4: unsafe wallet requests need approval): the request's method and
 * its details in full (core's frozen plain-data copy; wallet_sendCalls as a list of every call),
 * Approve and Reject. Approve is disabled for APPROVE_ARM_DELAY_MS whenever the request in view
 * changes, so a double-click cannot approve the next one. Core then shows the next request, pops
 * or closes.
 *
 * A request to a connector with an approval surface (a wallet that asks the visitor itself)
 * shows that surface instead, and goes to the wallet as it shows (`delegateRequest`); the view
 * stays until the request settles.
 */
export function ApproveTransaction({ data }: ViewProps) {
  const engine = useEngine()
  const requests = useStore(engine.$pendingRequests)
  const views = useStore(engine.$views)
  const request = requests.find((r) => r.id === data?.requestId) ?? requests[0]
  const armed = useArmed(request?.id)
  // A request handed to its wallet leaves the queue; the view keeps showing the wallet's surface.
  const own = requests.find((r) => r.id === data?.requestId)
  const [handed, setHanded] = useState<PendingRequest | undefined>(undefined)
  const target = own ?? (handed && handed.id === data?.requestId ? handed : undefined)
  const surface = target?.connectorId ? views[approvalSurfaceView(target.connectorId)] : undefined
  const Surface = isComponent(surface)
    ? (surface as unknown as ComponentType<ApprovalSurfaceProps>)
    : undefined
  const requestId = target?.id
  useEffect(() => {
    if (!Surface || !own) return
    setHanded(own)
    delegateRequest(engine, own.id)
  }, [engine, Surface, own])
  if (Surface && requestId) {
    return (
      <div className="gw-stack" data-testid="gw-view-ApproveTransaction" data-surface="">
        <Surface requestId={requestId} />
      </div>
    )
  }
  if (!request) {
    return (
      <div className="gw-center" data-testid="gw-view-ApproveTransaction">
        <p className="gw-muted">No request is waiting for approval.</p>
      </div>
    )
  }
  return (
    <div className="gw-stack" data-testid="gw-view-ApproveTransaction">
      <div className="gw-center">
        <p className="gw-title">{LABELS[request.method] ?? 'Approve request'}</p>
        <code className="gw-muted">{request.method}</code>
      </div>
      {request.method === 'wallet_sendCalls' ? (
        <>
          <Calls request={request} />
          {/* The whole request stays one click away; the list above is what matters. */}
          <details>
            <summary className="gw-muted">Raw request</summary>
            <Details request={request} />
          </details>
        </>
      ) : (
        <Details request={request} />
      )}
      <div className="gw-row">
        <button
          type="button"
          className="gw-btn gw-wide"
          data-kind="secondary"
          data-testid="gw-request-reject"
          onClick={() => rejectRequest(engine, request.id)}
        >
          Reject
        </button>
        <button
          type="button"
          className="gw-btn gw-wide"
          data-testid="gw-request-approve"
          disabled={!armed}
          onClick={() => {
            if (armed) approveRequest(engine, request.id)
          }}
        >
          Approve
        </button>
      </div>
    </div>
  )
}
