import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModal } from '../createModal/createModal.js'
import { ConfigError, mainnet, memoryBackend } from '../internal/core.js'
import { fakeAdapter } from '../test/fixtures.js'
import { setStyleNonce } from './injectStyles.js'

const config = () => ({
  projectId: 'test-project',
  networks: [mainnet] as const,
  adapters: [fakeAdapter().adapter],
  services: {
    walletList: 'http://127.0.0.1:9/wallets',
    api: 'http://127.0.0.1:9/api',
    analytics: 'http://127.0.0.1:9/pulse',
    relay: 'ws://127.0.0.1:9',
  },
})

afterEach(() => setStyleNonce(undefined))

describe("createModal's `nonce`", () => {
  it('makes every Gangway stylesheet a <style nonce> element (a policy with a style nonce)', async () => {
    const modal = createModal(config(), { storage: memoryBackend(), nonce: 'cmFuZG9t+/=' })
    modal.preload()
    await waitFor(() => expect(document.querySelector('[data-gw-container] .gw-card')).toBeTruthy())
    const styles = [...document.querySelectorAll('style')]
    expect(styles.map((s) => s.id)).toEqual(
      expect.arrayContaining(['gangway-base-styles', 'gangway-styles']),
    )
    for (const style of styles) expect(style.nonce).toBe('cmFuZG9t+/=')
    expect(document.adoptedStyleSheets).toHaveLength(0)
    modal.destroy()
  })

  it('a nonce with characters a policy cannot hold is a ConfigError', () => {
    for (const nonce of ['', "abc' 'unsafe-inline", 'a;b', 42 as unknown as string]) {
      expect(() => createModal(config(), { storage: memoryBackend(), nonce })).toThrow(ConfigError)
    }
    const error = (() => {
      try {
        createModal(config(), { nonce: 'a;b' })
      } catch (caught) {
        return caught as ConfigError
      }
    })()
    expect(error?.issues).toEqual(['options.nonce: Expected a CSP nonce (base64) received "a;b"'])
  })
})
