// A server component: static markup around the client ConnectButton.
import { AccountStatus, ConnectButton } from './wallet'

export default function Home() {
  return (
    <main>
      <header
        data-testid="example-header"
        style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}
      >
        <strong>Gangway on Next.js</strong>
        <ConnectButton />
      </header>
      <section style={{ padding: 16 }}>
        <AccountStatus />
        <p>This page is rendered on the server from your cookies, then hydrated.</p>
      </section>
    </main>
  )
}
