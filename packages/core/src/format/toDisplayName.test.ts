import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAME_MAX_CHARS } from '../constants/constants.js'
import { toDisplayName } from './toDisplayName.js'

// Found in the security review: names from wallets and services kept bidi controls (U+202E) and any length.
const BIDI_AND_CONTROL = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e', // embeddings and overrides
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069', // isolates
  '\u200e',
  '\u200f',
  '\u061c', // marks
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff', // zero-width
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b', // C0, DEL, C1
  '\ud800', // a lone surrogate
]

describe('toDisplayName', () => {
  it.each([
    ['MetaMask\u202eksaMateM', 'MetaMaskksaMateM'],
    ['\u202egnp.exe', 'gnp.exe'],
    ['Safe\u2066Wallet\u2069', 'SafeWallet'],
    ['  Rain\n\tbow  ', 'Rain bow'],
    ['alice.eth\u200b', 'alice.eth'],
    ['\u001b[31mred', '[31mred'],
    ['שלום Wallet', 'שלום Wallet'],
    ['🦊 Fox', '🦊 Fox'],
  ])('%j → %j', (raw, shown) => {
    expect(toDisplayName(raw)).toBe(shown)
  })

  it(`caps at NAME_MAX_CHARS (${NAME_MAX_CHARS}) characters with an ellipsis`, () => {
    expect(toDisplayName('W'.repeat(10_000))).toBe(`${'W'.repeat(NAME_MAX_CHARS - 1)}…`)
    expect(toDisplayName('🦊'.repeat(100))).toBe(`${'🦊'.repeat(NAME_MAX_CHARS - 1)}…`)
    expect(toDisplayName('abcdef', 4)).toBe('abc…')
  })

  it('non-strings and names with nothing left are empty', () => {
    expect(toDisplayName(undefined)).toBe('')
    expect(toDisplayName(42)).toBe('')
    expect(toDisplayName('\u202e\u200b  ')).toBe('')
  })

  it('property: no bidi or control character survives, and the cap holds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 5 }),
            fc.constantFrom(...BIDI_AND_CONTROL),
          ),
          { maxLength: 80 },
        ),
        (parts) => {
          const shown = toDisplayName(parts.join(''))
          for (const bad of BIDI_AND_CONTROL.slice(0, -1)) expect(shown.includes(bad)).toBe(false)
          expect(/[\ud800-\udfff]/u.test(shown)).toBe(false) // no lone surrogate
          expect([...shown].length).toBeLessThanOrEqual(NAME_MAX_CHARS)
          expect(shown).toBe(shown.trim())
          expect(toDisplayName(shown)).toBe(shown)
        },
      ),
    )
  })
})
