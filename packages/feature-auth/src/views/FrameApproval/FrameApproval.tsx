import { useEffect, useRef } from 'react'
import type { FrameClient } from '../../frame/createFrameClient.js'
import { close } from '../../internal/core.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/**
 * The embedded wallet's approval surface (ApproveTransaction for its requests, issue 15): the
 * login frame itself, shown over this slot of the modal card (360 × 600, full width on screens
 * ≤ 430 px). The frame's own page shows the request with Approve and Reject; the key never asks
 * through our UI. The iframe stays where it is in the DOM (moving it would reload it): it is
 * placed over the slot each frame while the view shows, and hidden again when it goes.
 *
 * Keyboard: focus moves into the frame; the slot forwards Tab focus to it; Escape in the frame
 * (its ESCAPE broadcast) closes the modal like Escape in the card, which aborts the request.
 */
export function FrameApproval() {
  const { engine, runtime } = useAuthView()
  const slot = useRef<HTMLDivElement>(null)
  const t = useAuthT()
  const client = useRef<FrameClient | undefined>(undefined)
  useEffect(() => {
    let stopped = false
    let raf = 0
    let last = ''
    let offEscape: (() => void) | undefined
    runtime.$framePageShown.set(true)
    const place = () => {
      const frame = client.current
      const el = slot.current
      if (!frame || !el) return
      const open = engine.$modal.get().open
      const r = el.getBoundingClientRect()
      const key = open ? `${r.top},${r.left},${r.width},${r.height}` : 'hidden'
      if (key !== last) {
        last = key
        // The slot ends at the card's bottom: the frame follows its rounded corners there.
        const card = el.closest('.gw-card')
        const corner = card ? getComputedStyle(card).borderBottomLeftRadius : '0px'
        const radius = `0 0 ${corner} ${corner}`
        frame.show(
          open ? { top: r.top, left: r.left, width: r.width, height: r.height, radius } : undefined,
        )
      }
      raf = requestAnimationFrame(place)
    }
    runtime.session().then(
      (session) => {
        if (stopped) return
        client.current = session.client
        place()
        session.client.iframe.focus({ preventScroll: true })
        offEscape = session.client.on('ESCAPE', () => void close(engine))
      },
      // The request itself fails with the session (its call rejects); this only reports why.
      (error: unknown) => engine.logger.warn('auth: the approval page could not load', error),
    )
    return () => {
      runtime.$framePageShown.set(false)
      stopped = true
      cancelAnimationFrame(raf)
      offEscape?.()
      client.current?.show(undefined)
    }
  }, [engine, runtime])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a placeholder that hands its focus to the frame drawn over it
    <div
      ref={slot}
      className="gw-auth-approval"
      data-testid="gw-auth-approval"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card's focus trap reaches the frame through this slot
      tabIndex={0}
      onFocus={() => client.current?.iframe.focus({ preventScroll: true })}
    >
      <span className="gw-sr">{t('approvalPage')}</span>
    </div>
  )
}
