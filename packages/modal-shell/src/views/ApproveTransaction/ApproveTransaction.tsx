import { useStore } from '@nanostores/react'
import type { ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import { approveRequest, rejectRequest } from '../../internal/core.js'
import { stringify } from '../../utils/stringify.js'

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

/**
 * ApproveTransaction (spec §4: unsafe wallet requests need approval): the request's method and
 * its details as text, Approve and Reject. Core then shows the next request, pops or closes.
 */
export function ApproveTransaction({ data }: ViewProps) {
  const engine = useEngine()
  const requests = useStore(engine.$pendingRequests)
  const request = requests.find((r) => r.id === data?.requestId) ?? requests[0]
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
      <pre
        className="gw-pre"
        title="Request details"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
        tabIndex={0}
      >
        {details(request.method, request.params)}
      </pre>
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
          onClick={() => approveRequest(engine, request.id)}
        >
          Approve
        </button>
      </div>
    </div>
  )
}
