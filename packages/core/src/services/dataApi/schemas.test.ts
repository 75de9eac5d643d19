import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './schemas.js'

describe('isSafeImageUrl (untrusted images)', () => {
  it.each([
    'data:image/png;base64,AA==',
    'data:image/svg+xml,%3Csvg/%3E',
    'https://icons.example/a.png',
    'http://127.0.0.1:4000/api/v1/nft-image/eip155:1/0xabc/1',
    'http://localhost:5173/a.png',
  ])('shows %s', (url) => expect(isSafeImageUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/a.png',
    'http://127.0.0.1.evil.example/a.png',
    'ipfs://gangway-devstack/crew/1',
    '/relative.png',
    `data:image/png;base64,${'A'.repeat(200_001)}`,
    42,
    null,
  ])('refuses %s', (url) => expect(isSafeImageUrl(url)).toBe(false))
})
