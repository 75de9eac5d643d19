// The rest of the example's page, under the quick start's ConnectButton: the network button (the
// modal's, so a chain switched through wagmi shows there too) and the panel of wagmi hooks.
import { NetworkButton } from '@gangway/modal-shell'
import { WagmiPanel } from './WagmiPanel'

export function ExamplePage() {
  return (
    <>
      <p style={{ margin: '12px 0' }}>
        <NetworkButton />
      </p>
      <WagmiPanel />
    </>
  )
}
