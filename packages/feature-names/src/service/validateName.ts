import { NAME_MIN_LENGTH } from '../constants.js'

/**
 * What the name field holds once read: the label (lowercased) and why it cannot be registered
 * (the key of its message in `namesMessages`).
 */
export type NameInput = { label: string; error: 'tooShort' | 'invalidCharacters' | undefined }

/**
 * Reads what the visitor typed: lowercased, trimmed, and checked against spec §5 "Account name:
 * letters, digits, hyphens only, at least 4 characters". An empty field has no error yet.
 *
 * @example
 * validateName('Alice') // { label: 'alice', error: undefined }
 * validateName('ab')    // { label: 'ab', error: 'tooShort' }
 */
export function validateName(input: string): NameInput {
  const label = input.trim().toLowerCase()
  if (!label) return { label, error: undefined }
  if (!/^[a-z0-9-]+$/.test(label)) return { label, error: 'invalidCharacters' }
  if (label.length < NAME_MIN_LENGTH) return { label, error: 'tooShort' }
  return { label, error: undefined }
}
