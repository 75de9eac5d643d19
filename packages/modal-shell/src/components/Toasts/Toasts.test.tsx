import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALERTS, showAlert, showToast } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

describe('Toasts', () => {
  it('announces an alert at once (role=alert) with its title and description', () => {
    const { engine } = renderModal({ analytics: false })
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => {
      showAlert(engine, ALERTS.invalidAppConfiguration)
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(
      "Invalid App ConfigurationOrigin is not on your project's allowlist. Update your configuration in the provider's dashboard.",
    )
    expect(screen.getByTestId('gw-alert').dataset.variant).toBe('error')
    expect(screen.queryByTestId('gw-toast')).toBeNull()
  })

  it('keeps plain toasts in the polite status region', () => {
    const { engine } = renderModal({ analytics: false })
    act(() => {
      showToast(engine, { variant: 'success', message: 'Transaction started' })
    })
    expect(screen.getByTestId('gw-toast').closest('[role=status]')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
