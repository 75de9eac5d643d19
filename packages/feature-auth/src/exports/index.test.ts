import { expect, it } from 'vitest'
import * as api from './index.js'

it('exports the descriptor and the provider list only (the rest loads with import())', () => {
  expect(Object.keys(api).sort()).toEqual(['SOCIAL_PROVIDERS', 'authFeature'])
})

it('the descriptor declares the email slot, its views and its connector as data (spec §2)', () => {
  const feature = api.authFeature({ frameUrl: 'http://127.0.0.1:1/frame' })
  expect(feature.id).toBe('email')
  expect(feature.provides).toEqual({
    connectSlots: [
      { id: 'email', label: 'Email' },
      { id: 'social', label: 'Social' },
    ],
    views: [
      { name: 'EmailVerifyOtp', title: 'Confirm Email' },
      { name: 'EmailVerifyDevice', title: 'Register Device' },
      { name: 'ConnectingSocial', title: 'Log in' },
      { name: 'ConnectingFarcaster', title: 'Farcaster' },
    ],
    connectors: ['auth'],
  })
  const emailOnly = api.authFeature({
    frameUrl: 'http://127.0.0.1:1/frame',
    socials: [],
    farcaster: false,
  })
  expect(emailOnly.provides?.connectSlots).toEqual([{ id: 'email', label: 'Email' }])
})
