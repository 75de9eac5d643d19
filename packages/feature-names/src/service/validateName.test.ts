import { describe, expect, it } from 'vitest'
import { namesMessages } from '../messages.js'
import { validateName } from './validateName.js'

// Spec §5: "Account name: letters, digits, hyphens only, at least 4 characters."
describe('validateName', () => {
  it('lowercases and accepts letters, digits and hyphens from 4 characters', () => {
    expect(validateName('  My-Name42 ')).toEqual({ label: 'my-name42', error: undefined })
    expect(validateName('abcd')).toEqual({ label: 'abcd', error: undefined })
  })

  it('refuses fewer than 4 characters', () => {
    expect(validateName('abc').error).toBe('tooShort')
    expect(namesMessages.tooShort.other).toBe('Name must be at least {count} characters')
  })

  it('refuses anything but letters, digits and hyphens (dots, spaces, underscores, non-ASCII)', () => {
    for (const bad of ['my.name', 'my name', 'my_name', 'námé', '<b>x</b>'])
      expect(validateName(bad).error).toBe('invalidCharacters')
  })

  it('has no error while empty', () => {
    expect(validateName('   ')).toEqual({ label: '', error: undefined })
  })
})
