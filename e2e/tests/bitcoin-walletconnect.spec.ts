// The WalletConnect bip122 namespace on the demo: the devstack's remote wallet (a real
// @reown/walletkit wallet in Node) pairs through the local relay and answers bip122 with the
// regtest keys of account #3 (p2wpkh payment, p2tr ordinals) against the regtest ledger. Balances
// are read back FROM THE LEDGER; the message signature is verified by an independent BIP-322
// implementation (bip322-js), not by the code that signed it.
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { devstack, expect, modal, short, shot, test, view } from './fixtures'

// One after another in one worker (playwright.config.ts: the remote-wallet project); a failed
// test does not skip the rest.

const control = devstack.walletConnect.controlUrl
const bitcoin = (
  JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as {
    bitcoin: { esploraUrl: string; controlUrl: string; caipNetworkId: string; receiver: string }
  }
).bitcoin

async function wallet(path: string, body?: unknown) {
  const res = await fetch(`${control}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** Confirmed + mempool sats of an address, from the ledger's Esplora API. */
async function sats(address: string): Promise<number> {
  const { chain_stats: c, mempool_stats: m } = (await (
    await fetch(`${bitcoin.esploraUrl}/address/${address}`)
  ).json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>
  return c.funded_txo_sum! - c.spent_txo_sum! + m.funded_txo_sum! - m.spent_txo_sum!
}
const mine = () =>
  fetch(`${bitcoin.controlUrl}/mine`, { method: 'POST', body: JSON.stringify({ blocks: 1 }) })

/** The demo without its auto-pair helper; the QR view's URI copied and handed to the wallet. */
async function pairRemote(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/?autoPair=0')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId('gw-wallet-walletConnect').click()
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  await page.getByTestId('gw-copy-uri').click()
  await expect(page.getByTestId('gw-copy-uri')).toContainText('Link copied')
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  await wallet('/pair', { uri })
  await expect(page.getByTestId('gw-account-button')).toContainText(
    short(devstack.walletConnect.address),
  )
  await expect(modal(page)).toBeHidden()
}

/** The network list moves to Bitcoin Regtest: the session's Bitcoin account is there. */
async function toBitcoin(page: Page, payment: string) {
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${bitcoin.caipNetworkId}`).click()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(payment))
}

test.beforeEach(async () => {
  await wallet('/mode', { proposals: 'approve', requests: 'approve', authentication: 'sign' })
  await wallet('/bip122', { signPsbtResult: 'signed' })
  // End sessions earlier tests left, so each test starts from a clean wallet.
  await wallet('/disconnect', {}).catch(() => {})
})

test('the remote wallet’s Bitcoin account over WalletConnect: accounts by intention, a BIP-322 message, 0.001 BTC sent (exact sats)', async ({
  page,
}) => {
  const { bip122: remote } = (await wallet('/state')) as {
    bip122: { address: string; ordinalsAddress: string }
  }
  await pairRemote(page)
  const proposal = (await wallet('/state')).proposals.at(-1)
  expect(proposal.requestedChains).toContain(bitcoin.caipNetworkId)
  const session = (await wallet('/state')).sessions.at(-1)
  expect(session.namespaces.bip122).toMatchObject({
    chains: [bitcoin.caipNetworkId],
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  })

  await toBitcoin(page, remote.address)
  const button = page.getByTestId('gw-account-button')
  // The payment address's balance (regtest account #3's two coins, 1 BTC), from the ledger.
  await expect(button).toContainText('BTC')
  await expect(button).not.toContainText('0.00 BTC')
  // Labelled by getAccountAddresses' intention (payment / ordinal), not by position.
  await expect(page.getByTestId('demo-bitcoin-account-payment')).toContainText(remote.address)
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText(
    remote.ordinalsAddress,
  )
  const asked = (await wallet('/state')).requests.filter(
    (r: { method: string }) => r.method === 'getAccountAddresses',
  )
  expect(asked.at(-1)).toMatchObject({
    chainId: bitcoin.caipNetworkId,
    params: { account: remote.address },
    status: 'approved',
  })
  await page.getByTestId('demo-bitcoin-card').scrollIntoViewIfNeeded()
  await shot(page, 'bitcoin-walletconnect-accounts-light')

  // A BIP-322 message through the remote wallet, after the approval.
  const message = 'Gangway on Bitcoin over WalletConnect'
  await page.getByTestId('demo-bitcoin-sign-message').fill(message)
  await page.getByTestId('demo-bitcoin-sign').click()
  await expect(view(page, 'ApproveTransaction')).toContainText('signMessage')
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-bitcoin-signature')).not.toBeEmpty()
  const signature = (await page.getByTestId('demo-bitcoin-signature').textContent())!
  expect(Verifier.verifySignature(remote.address, message, signature)).toBe(true)
  expect(Verifier.verifySignature(remote.address, `${message}!`, signature)).toBe(false)
  const signed = (await wallet('/state')).requests.at(-1)
  expect(signed).toMatchObject({
    method: 'signMessage',
    chainId: bitcoin.caipNetworkId,
    params: { account: remote.address, address: remote.address, message, protocol: 'bip322' },
    status: 'approved',
  })

  // Send BTC: the adapter's PSBT, signed by the remote wallet over signPsbt, proved, broadcast.
  const before = { from: await sats(remote.address), to: await sats(bitcoin.receiver) }
  await button.click()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-BTC').click()
  await page.getByTestId('gw-send-amount').fill('0.001')
  await page.getByTestId('gw-send-receiver').fill(bitcoin.receiver)
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  // One p2wpkh input, two outputs: 141 vB at Esplora's 6-block estimate (10 sat/vB).
  await expect(view(page, 'WalletSendPreview')).toContainText('≈ 0.000014 BTC')
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-approve').click()
  // 'Transaction started' at the broadcast, before any block (issue 37 §1); the toast lasts 2.2 s.
  await expect(
    page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' }),
  ).toBeVisible()
  expect(await sats(bitcoin.receiver)).toBe(before.to + 100_000)
  await mine()
  expect(await sats(remote.address)).toBe(before.from - 100_000 - 1410)
  const psbt = (await wallet('/state')).requests.at(-1)
  expect(psbt).toMatchObject({
    method: 'signPsbt',
    chainId: bitcoin.caipNetworkId,
    params: { account: remote.address, broadcast: false },
    status: 'approved',
  })
  expect(psbt.params.signInputs).toEqual([{ address: remote.address, index: 0 }])
})

test('a remote wallet that answers signPsbt unsigned is an error, and nothing is broadcast', async ({
  page,
}) => {
  const { bip122: remote } = (await wallet('/state')) as { bip122: { address: string } }
  await pairRemote(page)
  await toBitcoin(page, remote.address)
  await wallet('/bip122', { signPsbtResult: 'unsigned' })
  const before = await sats(bitcoin.receiver)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-send').click()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-BTC').click()
  await page.getByTestId('gw-send-amount').fill('0.001')
  await page.getByTestId('gw-send-receiver').fill(bitcoin.receiver)
  await page.getByTestId('gw-send-submit').click()
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(
    page
      .getByTestId('gw-alert')
      .filter({ hasText: 'Something went wrong' })
      .filter({ hasText: 'The wallet did not sign input 0' }),
  ).toBeVisible()
  expect(await sats(bitcoin.receiver)).toBe(before)
})

test('a reload restores the Bitcoin account of the session silently; the wallet is asked for its addresses again, no prompt', async ({
  page,
}) => {
  const { bip122: remote } = (await wallet('/state')) as {
    bip122: { address: string; ordinalsAddress: string }
  }
  await pairRemote(page)
  await toBitcoin(page, remote.address)
  const before = (await wallet('/state')).requests.length
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(remote.address))
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText(
    remote.ordinalsAddress,
  )
  await expect
    .poll(async () =>
      (await wallet('/state')).requests.slice(before).map((r: { method: string }) => r.method),
    )
    .toEqual(['getAccountAddresses'])
})
