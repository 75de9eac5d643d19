import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safeImageUrl.js'

describe('safeImageUrl', () => {
  it.each([
    'data:image/png;base64,AA==',
    'data:image/svg+xml,<svg/>',
    'https://example.com/a.png',
    'http://127.0.0.1:8545/a.png',
    'HTTPS://EXAMPLE.COM/A.PNG',
  ])('lets %s through', (url) => {
    expect(safeImageUrl(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://example.com/x',
    '/relative.png',
    'x',
    '',
    42,
    undefined,
  ])('drops %s', (url) => {
    expect(safeImageUrl(url)).toBeUndefined()
  })
})
