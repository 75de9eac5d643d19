import type { Catalogue, MessageParams } from '@gangway/core'
import { translate } from '@gangway/core/internal'
import { cleanup, render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthFeatureOptions } from '../../authFeature.js'
import type { Engine } from '../../internal/core.js'
import { createRuntime, dropRuntime } from '../../state.js'
import { SocialSlot } from './SocialSlot.js'

// The kit as it is, with the engine the slot reads its runtime from.
// English (the source) through core's `translate`, as the kit's `useT` says it.
const engine = {
  _internal: { resources: { memo: new Map() } },
  config: {},
  $i18n: atom({ locale: 'en', dir: 'ltr', messages: {} }),
} as unknown as Engine
vi.mock('@gangway/modal-shell/kit', async (actual) => ({
  ...(await actual<typeof import('@gangway/modal-shell/kit')>()),
  useEngine: () => engine,
  useT: (namespace: string, source: Catalogue) => (key: string, params?: MessageParams) =>
    translate(engine, namespace, source, key, params),
  useViewStyles: () => {},
}))

const setup = (options: Partial<AuthFeatureOptions> = {}) => {
  createRuntime(
    engine,
    { frameUrl: 'http://127.0.0.1:1/frame', ...options },
    { requestApproval: async () => {}, settleApproval: () => {} },
  )
  render(<SocialSlot />)
  return [...screen.getByTestId('gw-slot-social').querySelectorAll('button')]
}

afterEach(() => {
  cleanup()
  dropRuntime(engine)
})

describe('SocialSlot (issue 36 §3: brand logos, no orphans)', () => {
  it('every button shows its provider’s logo, hidden from screen readers; seven are named by their label and tooltip', () => {
    const buttons = setup()
    expect(buttons.map((b) => b.textContent)).toEqual(['', '', '', '', '', '', ''])
    expect(buttons.map((b) => b.getAttribute('title'))).toEqual(
      buttons.map((b) => b.getAttribute('aria-label')),
    )
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Farcaster',
      'Google',
      'GitHub',
      'Apple',
      'Facebook',
      'X',
      'Discord',
    ])
    for (const button of buttons) {
      const logo = button.querySelector('svg')
      expect(logo?.getAttribute('aria-hidden')).toBe('true')
      expect(logo?.querySelectorAll('path').length).toBeGreaterThan(0)
    }
    // Google's mark in its four colours.
    const google = screen.getByTestId('gw-social-google').querySelectorAll('path')
    expect([...google].map((p) => p.getAttribute('fill'))).toEqual([
      '#EA4335',
      '#4285F4',
      '#FBBC05',
      '#34A853',
    ])
  })

  it('seven buttons in rows of 4 and 3: Discord is never alone on the last row', () => {
    const buttons = setup()
    expect(buttons.map((b) => b.dataset.row)).toEqual(['4', '4', '4', '4', '3', '3', '3'])
  })

  it('five in rows of 3 and 2; two side by side with their names', () => {
    let buttons = setup({ socials: ['google', 'github', 'apple', 'x'] })
    expect(buttons.map((b) => b.dataset.row)).toEqual(['3', '3', '3', '2', '2'])
    cleanup()
    dropRuntime(engine)
    buttons = setup({ farcaster: false, socials: ['google', 'discord'] })
    expect(buttons.map((b) => [b.textContent, b.dataset.row])).toEqual([
      ['Google', '2'],
      ['Discord', '2'],
    ])
    expect(buttons[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
