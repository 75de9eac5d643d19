import { expect, it } from 'vitest'
import * as api from './index.js'

it('exports the descriptor and the spec’s texts only (the rest loads with import())', () => {
  expect(Object.keys(api).sort()).toEqual(['AUTH_MESSAGES', 'SOCIAL_PROVIDERS', 'authFeature'])
})

it('the descriptor declares the email slot, its views and its connector as data (spec §2)', () => {
  const feature = api.authFeature({ frameUrl: 'http://127.0.0.1:1/frame' })
  expect(feature.id).toBe('email')
  expect(feature.provides).toEqual({
    connectSlots: [{ id: 'email', label: 'Email' }],
    views: [
      { name: 'EmailVerifyOtp', title: 'Confirm Email' },
      { name: 'EmailVerifyDevice', title: 'Register Device' },
    ],
    connectors: ['auth'],
  })
  expect(api.AUTH_MESSAGES.tryAgainAfter(12)).toBe('Please try again after 12 seconds')
})
