import { useStore } from '@nanostores/react'
import { type ComponentType, useEffect, useState } from 'react'
import { Button } from '../../components/Button/Button.js'
import { isComponent, type ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useLocale, useT } from '../../hooks/useT.js'
import {
  APPROVE_ARM_DELAY_MS,
  approvalSurfaceView,
  approveRequest,
  type DescriptionRow,
  delegateRequest,
  type Engine,
  formatMessage,
  type Locale,
  type PendingRequest,
  type RequestDescription,
  type RequestText,
  rejectRequest,
  translate,
} from '../../internal/core.js'
import { accountMessages } from '../../messages/account.js'
import { stringify } from '../../utils/stringify.js'

/**
 * The translator a describer gets (`Adapter.describeRequest`'s `text`): a `request.` key from the
 * shell's catalogue in the locale shown (the host's override, else the loaded `account` chunk's
 * translation), else the adapter's English. Other keys are not the shell's: their English shows.
 */
const requestText =
  (engine: Engine, locale: Locale): RequestText =>
  (key, english, params) =>
    key.startsWith('request.')
      ? translate(engine, 'shell', { [key]: english }, key, params)
      : formatMessage(english, locale, params)

/**
 * What the request's adapter says it is (`Adapter.describeRequest`), for the request in view, in
 * the locale shown (described again when it changes): `undefined` while it is read, `null` when
 * the adapter has no description, `'failed'` when the describer threw or rejected (malformed
 * params).
 */
function useDescription(
  request: PendingRequest | undefined,
): RequestDescription | null | 'failed' | undefined {
  const engine = useEngine()
  const { locale } = useLocale()
  const [found, setFound] = useState<{ id: string; value: RequestDescription | null | 'failed' }>()
  useEffect(() => {
    if (!request) return
    let live = true
    const settle = (value: RequestDescription | null | 'failed') => {
      if (live) setFound({ id: request.id, value })
    }
    const adapter = engine.adapters.get(request.namespace)
    new Promise<RequestDescription | undefined>((resolve) =>
      resolve(
        adapter?.describeRequest?.(
          { method: request.method, params: request.params },
          requestText(engine, locale),
        ),
      ),
    ).then(
      (value) => settle(value && typeof value.title === 'string' ? value : null),
      (error: unknown) => {
        engine.logger.warn('ApproveTransaction: the request could not be decoded', error)
        settle('failed')
      },
    )
    return () => {
      live = false
    }
    // A locale switch describes the request again, in the new language.
  }, [engine, request, locale])
  return request && found?.id === request.id ? found.value : undefined
}

/** Labelled values, one a line, as text. */
function Rows({ rows }: { rows: readonly DescriptionRow[] }) {
  return rows.map((row, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed, ordered copy
    <span key={i} className="gw-row-line" style={{ display: 'block' }}>
      <span className="gw-muted">{String(row.label)}</span> {String(row.value)}
    </span>
  ))
}

/** A description's list (calls, instructions, inputs, outputs), every item, scrollable. */
function Items({ description }: { description: RequestDescription }) {
  const t = useT('shell', accountMessages)
  const items = description.items ?? []
  return (
    <>
      {description.itemsLabel ? <p className="gw-muted">{description.itemsLabel}</p> : null}
      <ol
        className="gw-pre gw-calls"
        data-testid="gw-calls"
        aria-label={description.itemsLabel || t('requestItems')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
        tabIndex={0}
      >
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed, ordered copy
          <li key={i} data-testid="gw-call">
            {item.title ? <strong style={{ display: 'block' }}>{String(item.title)}</strong> : null}
            <Rows rows={item.rows} />
          </li>
        ))}
      </ol>
    </>
  )
}

/** The adapter's description of the request, rendered as text. */
function Described({ description }: { description: RequestDescription }) {
  const t = useT('shell', accountMessages)
  return (
    <>
      {description.warnings?.map((warning, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the warnings are a fixed, ordered copy
        <p key={i} className="gw-err" data-testid="gw-request-warning">
          {String(warning)}
        </p>
      ))}
      {description.rows?.length ? (
        <p
          className="gw-pre"
          data-testid="gw-request-rows"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
          tabIndex={0}
        >
          <Rows rows={description.rows} />
        </p>
      ) : null}
      {description.message !== undefined ? (
        <pre
          className="gw-pre"
          title={t('requestMessage')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
          tabIndex={0}
        >
          {String(description.message)}
        </pre>
      ) : null}
      {description.items ? <Items description={description} /> : null}
    </>
  )
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

/** The request's params in full, as text, in a scrollable block. */
function Details({ request }: { request: PendingRequest }) {
  const t = useT('shell', accountMessages)
  return (
    <pre
      className="gw-pre"
      title={t('requestDetails')}
      dir="ltr"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
      tabIndex={0}
    >
      {stringify(request.params)}
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
  const t = useT('shell', accountMessages)
  const requests = useStore(engine.$pendingRequests)
  const views = useStore(engine.$views)
  const request = requests.find((r) => r.id === data?.requestId) ?? requests[0]
  const armed = useArmed(request?.id)
  const description = useDescription(request)
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
        <p className="gw-muted">{t('noRequest')}</p>
      </div>
    )
  }
  const ready = description !== undefined
  return (
    <div className="gw-stack" data-testid="gw-view-ApproveTransaction">
      <div className="gw-center">
        <p className="gw-title">
          {description && description !== 'failed' ? description.title : t('approveRequest')}
        </p>
        <code className="gw-muted" dir="ltr">
          {request.method}
        </code>
      </div>
      {description && description !== 'failed' ? (
        <>
          <Described description={description} />
          {/* The whole request stays one click away (open when the title is all there is). */}
          <details
            open={
              !description.rows?.length && description.message === undefined && !description.items
            }
          >
            <summary className="gw-muted">{t('rawRequest')}</summary>
            <Details request={request} />
          </details>
        </>
      ) : (
        <>
          {description === 'failed' ? (
            <p className="gw-err" data-testid="gw-request-undecoded">
              {t('undecoded')}
            </p>
          ) : null}
          {ready ? (
            <Details request={request} />
          ) : (
            <p className="gw-muted">{t('readingRequest')}</p>
          )}
        </>
      )}
      <div className="gw-row">
        <Button
          wide
          kind="secondary"
          data-testid="gw-request-reject"
          onClick={() => rejectRequest(engine, request.id)}
        >
          {t('reject')}
        </Button>
        <Button
          wide
          data-testid="gw-request-approve"
          disabled={!armed || !ready}
          onClick={() => {
            if (armed && ready) approveRequest(engine, request.id)
          }}
        >
          {t('approve')}
        </Button>
      </div>
    </div>
  )
}
