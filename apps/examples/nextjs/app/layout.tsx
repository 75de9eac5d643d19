import { cookieToInitialState } from '@gangway/core'
// The shell's stylesheet as a file: the server-rendered button is styled before any script runs
// (and a strict CSP, style-src 'self', allows it).
import '@gangway/modal-shell/styles.css'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { gangwayConfig, readSettings } from '../lib/config'
import { Providers } from './providers'

export const metadata = { title: 'Gangway on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = readSettings(process.env)
  // What the visitor's cookies say (connected? which wallet, account and network?), so the
  // server renders the page the browser's first render will show.
  const initialState = cookieToInitialState(
    gangwayConfig(settings),
    (await headers()).get('cookie'),
  )
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <Providers settings={settings} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
