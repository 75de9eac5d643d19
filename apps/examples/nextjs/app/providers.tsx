'use client'
// The modal lives in the browser; on the server this component renders the same tree from the
// same initial state, so hydration finds what it expects.
import { cookieBackend, type InitialState } from '@gangway/core'
import { createModal, GangwayProvider } from '@gangway/modal-shell'
import { type ReactNode, useState } from 'react'
import { gangwayConfig, type Settings } from '../lib/config'

export function Providers({
  settings,
  initialState,
  children,
}: {
  settings: Settings
  initialState: InitialState
  children: ReactNode
}) {
  // One modal per page load in the browser, one per request on the server (never shared).
  const [modal] = useState(() =>
    createModal({ ...gangwayConfig(settings), initialState }, { storage: cookieBackend() }),
  )
  return <GangwayProvider modal={modal}>{children}</GangwayProvider>
}
