import { open, setLocale, UserRejectedRequestError } from '@gangway/core'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { freshLabel, namesModal, renderModal } from '../../test/fixtures.js'
import { register } from '../flow/register.js'
import { namesState } from '../state.js'

// Issue 36 §1: the views follow the modal's locale (the names catalogue is a lazy chunk of this
// package, loaded by setLocale before the text switches); errors are said by their class.
describe("in the modal's locale", () => {
  it('RegisterAccountName in German: the field, the rule with its count, the tags, a declined signature', async () => {
    const { modal, engine, fake } = await namesModal()
    await setLocale(modal.engine, 'de')
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    const input = await screen.findByPlaceholderText('ihrname')
    expect(screen.getByTestId('gw-name-register').textContent).toBe('Registrieren')
    fireEvent.change(input, { target: { value: 'abc' } })
    expect(screen.getByTestId('gw-name-error').textContent).toBe(
      'Der Name muss mindestens 4 Zeichen lang sein',
    )
    fireEvent.change(input, { target: { value: 'alice' } })
    expect((await screen.findByTestId('gw-name-suggestion-alice.reown.id')).textContent).toContain(
      'Vergeben',
    )
    fake.instance.signMessage.mockRejectedValueOnce(new UserRejectedRequestError())
    await act(() => register(engine, namesState.get(engine), freshLabel('de')))
    expect(screen.getByTestId('gw-name-register-error').textContent).toBe('Signatur abgelehnt')
  })
})
