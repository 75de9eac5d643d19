import { expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID, AUTH_VIEWS, UPDATE_EMAIL_ACTION } from '../constants.js'
import * as api from './index.js'

it('exports the descriptor and the provider list only (the rest loads with import())', () => {
  expect(Object.keys(api).sort()).toEqual(['SOCIAL_PROVIDERS', 'authFeature'])
})

it('the descriptor declares the email slot, its views, the email update’s Account entry and its connector as data (spec §2)', () => {
  const feature = api.authFeature({ frameUrl: 'http://127.0.0.1:1/frame' })
  expect(feature.id).toBe('auth')
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
      { name: 'UpdateEmailWallet', title: 'Edit email' },
      { name: 'UpdateEmailPrimaryOtp', title: 'Confirm current email' },
      { name: 'UpdateEmailSecondaryOtp', title: 'Confirm new email' },
      // Its header title, in the locale shown (issue 36 §1).
      { name: 'AccountType', title: 'Account type' },
    ],
    // The email update's Account entry: the embedded wallet's accounts only (its connector).
    actions: [
      {
        id: 'update-email',
        label: 'Email',
        view: 'UpdateEmailWallet',
        order: 6,
        connectors: ['auth'],
      },
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

it('the names the descriptor writes out are the ones the module registers (constants.ts)', () => {
  const { provides } = api.authFeature({ frameUrl: 'http://127.0.0.1:1/frame' })
  const views = provides?.views?.map((view) => (typeof view === 'string' ? view : view.name))
  expect(views).toEqual(Object.values(AUTH_VIEWS))
  expect(provides?.actions?.[0]).toMatchObject({
    id: UPDATE_EMAIL_ACTION,
    view: AUTH_VIEWS.updateEmail,
    connectors: [AUTH_CONNECTOR_ID],
  })
  expect(provides?.connectors).toEqual([AUTH_CONNECTOR_ID])
})
