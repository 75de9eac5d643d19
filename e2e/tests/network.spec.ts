import {
  BASE,
  connectWallet,
  devChainRpc,
  devstack,
  expect,
  MAINNET,
  modal,
  openDemo,
  test,
  view,
  walletChainId,
} from './fixtures'

test('switch network from the Networks view: Ethereum → Base, and the wallet follows', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')
  expect(await walletChainId(page)).toBe('0x1')

  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-account-network').click()
  const networks = view(page, 'Networks')
  await expect(networks).toBeVisible()
  await expect(networks.getByTestId(`gw-network-${MAINNET}`)).toHaveAttribute(
    'aria-current',
    'true',
  )
  await networks.getByTestId(`gw-network-${BASE}`).click()

  await expect.poll(() => walletChainId(page)).toBe('0x2105')
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  await expect(page.getByTestId('demo-account-network')).toHaveText('Base (chain 8453)')
  // The demo shows the account's balance on Base, read from Base's dev chain. Other tests spend
  // from this account on Base in parallel (a CI run showed 9999.99), so the shown figure is
  // compared with the chain's balance, not with the 10,000 it started at.
  const account = devstack.accounts[0]!
  await expect
    .poll(async () => {
      const shown = (await page.getByTestId('demo-account-balance').textContent()) ?? ''
      const match = /^([\d,]+(?:\.\d+)?) ETH$/.exec(shown)
      if (!match) return `unexpected text ${JSON.stringify(shown)}`
      const wei = BigInt((await devChainRpc('eth_getBalance', [account, 'latest'], 8453)) as string)
      const diff = Math.abs(Number(match[1]!.replaceAll(',', '')) - Number(wei) / 1e18)
      return diff < 0.01 ? 'matches the chain' : `shown ${shown}, chain ${Number(wei) / 1e18}`
    })
    .toBe('matches the chain')
})

test('the network button opens Networks; switching before connecting changes the app network', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-network-button').click()
  await expect(view(page, 'Networks')).toBeVisible()
  await page.getByTestId(`gw-network-${BASE}`).click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  // Stored (spec §3 storage: active network per namespace), so a reload starts on Base.
  expect(
    await page.evaluate(() =>
      JSON.parse(localStorage.getItem('gw:active-network:eip155') ?? 'null'),
    ),
  ).toBe(BASE)
  await page.reload()
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
})

test('the wallet switches itself to an unconfigured chain → UnsupportedChain; closing closes the modal', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()

  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await expect(page.getByTestId('demo-modal-state')).toHaveText('modal: open on UnsupportedChain')
  await expect(view(page, 'UnsupportedChain').getByTestId('gw-disconnect')).toBeVisible()
  await page.getByTestId('gw-modal-close').click()
  await expect(modal(page)).toBeHidden()
})

// Spec §2: "Going back while history contains UnsupportedChain closes the modal". Core opens
// UnsupportedChain as a fresh history (one entry); the shell still shows back there.
test('UnsupportedChain: the back button closes the modal', async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await page.getByTestId('gw-modal-back').click()
  await expect(modal(page)).toBeHidden()
})

test('UnsupportedChain opened by the wallet on a closed modal: back (history of one) closes', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await expect(page.getByTestId('gw-modal-back')).toBeVisible()
  await expect(page.getByTestId('gw-modal-back')).toHaveAccessibleName('Back')
  await page.getByTestId('gw-modal-back').click()
  await expect(modal(page)).toBeHidden()
})

test('from UnsupportedChain, picking a configured network switches the wallet back', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await view(page, 'UnsupportedChain').getByTestId(`gw-network-${BASE}`).click()
  await expect.poll(() => walletChainId(page)).toBe('0x2105')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
})

test('spec §8 "4902 unrecognised chain (triggers add-chain attempt)": a wallet without Base is asked to add it from the Networks list, then switches', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')
  // The test wallet's missing-chain mode: switching to Base answers 4902 until Base is added.
  await page.evaluate(() => window.__gangwayTestWallet.setMissingChain(8453))
  const before = (await page.evaluate(() => window.__gangwayTestWallet.requests())).length

  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-account-network').click()
  await view(page, 'Networks').getByTestId(`gw-network-${BASE}`).click()

  await expect.poll(() => walletChainId(page)).toBe('0x2105')
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  await expect(page.getByTestId('demo-account-network')).toHaveText('Base (chain 8453)')
  const asked = (await page.evaluate(() => window.__gangwayTestWallet.requests()))
    .slice(before)
    .filter((r) => r.method.startsWith('wallet_'))
  expect(asked.map((r) => [r.method, r.status, r.error?.code])).toEqual([
    ['wallet_switchEthereumChain', 'error', 4902],
    ['wallet_addEthereumChain', 'ok', undefined],
    ['wallet_switchEthereumChain', 'ok', undefined],
  ])
  expect(asked[0]!.params).toEqual([{ chainId: '0x2105' }])
  // The network's own parameters, with its public RPC URL (a wallet keeps the URL it is given:
  // never the hosted proxy's, which carries the project id, nor the host's own; evmAdapter).
  expect(asked[1]!.params).toEqual([
    {
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    },
  ])
})
