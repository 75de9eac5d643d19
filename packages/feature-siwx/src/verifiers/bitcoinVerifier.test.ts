// @vitest-environment node
import { bitcoinTestAccounts, signBip322, signEcdsaMessage } from '@gangway/devstack'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { generateNonce } from '../message/generateNonce.js'
import { checkSession } from '../session/checkSession.js'
import type { SiwxMessageData, SiwxSession } from '../types.js'
import { bitcoinVerifier } from './bitcoinVerifier.js'

/** The page the tests' sessions are signed for. */
const PAGE = { domain: 'localhost:3000', uri: 'http://localhost:3000' }

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
const MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba' as const

/** A CAIP-122 Bitcoin session signed by a devstack regtest key (what the test wallet does). */
function signedSession(
  purpose: 'payment' | 'ordinals',
  protocol: 'bip322' | 'ecdsa' = 'bip322',
  chainId: SiwxMessageData['chainId'] = REGTEST,
  address = bitcoinTestAccounts[0]![purpose].address,
) {
  const key = bitcoinTestAccounts[0]![purpose]
  const now = Date.now()
  const data: SiwxMessageData = {
    domain: 'localhost:3000',
    accountAddress: address,
    statement: 'Sign in to the tests.',
    uri: 'http://localhost:3000',
    version: '1',
    chainId,
    nonce: generateNonce(),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  }
  const message = createSiwxMessage(data)
  const secret = hexToBytes(key.privateKey)
  const signature =
    protocol === 'ecdsa' ? signEcdsaMessage(secret, message) : signBip322(secret, address, message)
  return { data, message, signature } satisfies SiwxSession
}

describe('bitcoinVerifier (BIP-322 simple, p2wpkh and p2tr; legacy ECDSA)', () => {
  const verifier = bitcoinVerifier()

  it('accepts the BIP-322 test vectors of the BIP (p2wpkh, mainnet)', async () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const session = (message: string, signature: string) =>
      ({
        data: { accountAddress: address, chainId: MAINNET },
        message,
        signature,
      }) as unknown as SiwxSession
    expect(
      await verifier.verify(
        session(
          '',
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
        ),
      ),
    ).toBe(true)
    expect(
      await verifier.verify(
        session(
          'Hello World',
          'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
        ),
      ),
    ).toBe(true)
    // The empty message's signature does not sign "Hello World".
    expect(
      await verifier.verify(
        session(
          'Hello World',
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
        ),
      ),
    ).toBe(false)
  })

  it('accepts a regtest payment (p2wpkh) and ordinals (p2tr) sign-in, and ECDSA', async () => {
    expect(verifier.namespace).toBe('bip122')
    for (const session of [
      signedSession('payment'),
      signedSession('ordinals'),
      signedSession('payment', 'ecdsa'),
    ]) {
      expect(await verifier.verify(session)).toBe(true)
      expect(await checkSession(session, [verifier], PAGE)).toBe('valid')
    }
  })

  it('refuses another message, another address and garbage (false, never a throw)', async () => {
    const session = signedSession('ordinals')
    expect(await verifier.verify({ ...session, message: `${session.message} ` })).toBe(false)
    const other = bitcoinTestAccounts[1]!.ordinals.address
    expect(
      await verifier.verify({ ...session, data: { ...session.data, accountAddress: other } }),
    ).toBe(false)
    expect(await verifier.verify({ ...session, signature: 'not base64!' })).toBe(false)
    expect(await verifier.verify({ ...session, signature: btoa('xyz') })).toBe(false)
    const ecdsa = signedSession('payment', 'ecdsa')
    expect(
      await verifier.verify({
        ...ecdsa,
        data: { ...ecdsa.data, accountAddress: bitcoinTestAccounts[1]!.payment.address },
      }),
    ).toBe(false)
  })

  // Issue 31, item 5: the address's network must be the session's chain.
  it('refuses an address of another network than the chain id (mainnet ↔ testnet/regtest)', async () => {
    const vector = {
      data: { accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', chainId: MAINNET },
      message: 'Hello World',
      signature:
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    } as unknown as SiwxSession
    expect(await verifier.verify(vector)).toBe(true)
    // The same mainnet address and signature under a testnet or regtest chain id.
    for (const chainId of [TESTNET, REGTEST] as const)
      expect(await verifier.verify({ ...vector, data: { ...vector.data, chainId } })).toBe(false)
    // A regtest (bcrt1…) account signing a message whose chain is mainnet or testnet.
    for (const chainId of [MAINNET, TESTNET] as const) {
      expect(await verifier.verify(signedSession('payment', 'bip322', chainId))).toBe(false)
      expect(await verifier.verify(signedSession('ordinals', 'bip322', chainId))).toBe(false)
      expect(await verifier.verify(signedSession('payment', 'ecdsa', chainId))).toBe(false)
    }
    // The same key's mainnet p2wpkh address, legacy ECDSA: valid on mainnet only.
    const key = bitcoinTestAccounts[0]!.payment
    const mainnetAddress = p2wpkh(secp256k1.getPublicKey(hexToBytes(key.privateKey), true)).address!
    expect(await verifier.verify(signedSession('payment', 'ecdsa', MAINNET, mainnetAddress))).toBe(
      true,
    )
    expect(await verifier.verify(signedSession('payment', 'ecdsa', REGTEST, mainnetAddress))).toBe(
      false,
    )
    // An unknown bip122 chain is not guessed.
    expect(
      await verifier.verify({
        ...vector,
        data: { ...vector.data, chainId: 'bip122:00000000000000000000000000000000' },
      }),
    ).toBe(false)
  })
})
