import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from '@noble/hashes/utils'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createVmPage } from '../../test/vmPage.js'
import type { BitcoinTestKey } from '../bitcoin/types.js'
import { TestWalletOptionsError } from '../errors.js'
import { installBitcoinTestWallet } from './installBitcoinTestWallet.js'
import { installSolanaTestWallet } from './installSolanaTestWallet.js'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** A regtest key of the given purpose, from a fixed seed byte. */
function bitcoinKey(seed: number, purpose: 'payment' | 'ordinals'): BitcoinTestKey {
  const privateKey = new Uint8Array(32).fill(seed)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return {
    purpose,
    addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
    address:
      purpose === 'payment'
        ? p2wpkh(publicKey, REGTEST).address!
        : p2tr(publicKey.slice(1), undefined, REGTEST).address!,
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(privateKey),
  }
}

describe('installSolanaTestWallet', () => {
  it('installs the Solana wallet in the next document and drives it', async () => {
    const keys = [Keypair.generate(), Keypair.generate()]
    const page = createVmPage()
    const solana = await installSolanaTestWallet(page, {
      rpcUrl: 'http://127.0.0.1:8899',
      accounts: keys.map((k) => [...k.secretKey]),
    })
    page.goto()
    expect(await solana.state()).toMatchObject({
      authorized: false,
      address: keys[0]!.publicKey.toBase58(),
      addresses: keys.map((k) => k.publicKey.toBase58()),
    })
    // What a dapp does through the legacy face the script set.
    await solana.rejectNext()
    await expect(
      page.evaluate(
        () => (window as never as { solana: { connect(): Promise<unknown> } }).solana.connect(),
        undefined,
      ),
    ).rejects.toThrow('User rejected the request.')
    await solana.switchAccount(1)
    expect((await solana.state()).address).toBe(keys[1]!.publicKey.toBase58())
    expect(await solana.requests()).toMatchObject([{ method: 'connect', outcome: 'rejected' }])
  })

  it('refuses a secret key of the wrong length', async () => {
    const page = createVmPage()
    await expect(
      installSolanaTestWallet(page, { rpcUrl: 'http://127.0.0.1:8899', accounts: [[1, 2, 3]] }),
    ).rejects.toThrow(
      new TestWalletOptionsError(
        'Solana test wallet options: accounts.0 must be a 64-byte secret key',
      ),
    )
    expect(page.initScripts).toEqual([])
  })
})

describe('installBitcoinTestWallet', () => {
  it('installs the Bitcoin wallet in the next document and drives it', async () => {
    const account = { payment: bitcoinKey(1, 'payment'), ordinals: bitcoinKey(2, 'ordinals') }
    const other = { payment: bitcoinKey(3, 'payment'), ordinals: bitcoinKey(4, 'ordinals') }
    const page = createVmPage()
    const bitcoin = await installBitcoinTestWallet(page, { accounts: [account, other] })
    page.goto()
    expect(page.run('window.btc_providers.map((p) => p.name)')).toEqual(['Gangway Bitcoin Wallet'])
    expect(await bitcoin.accounts()).toEqual([])
    await bitcoin.setMode('reject')
    await bitcoin.switchAccount(1)
    expect(await bitcoin.requests()).toEqual([])
  })

  it('refuses an account whose key is not hex', async () => {
    const account = {
      payment: { ...bitcoinKey(1, 'payment'), privateKey: 'zz' },
      ordinals: bitcoinKey(2, 'ordinals'),
    }
    await expect(installBitcoinTestWallet(createVmPage(), { accounts: [account] })).rejects.toThrow(
      'Bitcoin test wallet options: accounts.0.payment.privateKey must be a private key (64 hex digits)',
    )
  })
})
