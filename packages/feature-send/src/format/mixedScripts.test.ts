import { describe, expect, it } from 'vitest'
import { mixedScripts } from './mixedScripts.js'

describe('mixedScripts (issue 31 item 6: look-alike names)', () => {
  it.each([
    ['alice.reown.id', []],
    ['vitalik.eth', []],
    ['αλφα.ελ', []], // Greek only
    ['пример.рф', []], // Cyrillic only
    ['bob-42.wcn.id', []],
    ['\u0430lice.reown.id', ['Latin', 'Cyrillic']], // Cyrillic а in a Latin label
    ['\u0440\u0430\u0443\u0440\u0430l.eth', ['Latin', 'Cyrillic']], // раураl.eth
    ['\u0440\u0430\u0443\u0440\u0430\u04cf.eth', ['Latin', 'Cyrillic']], // a Cyrillic label, a Latin zone
    ['b\u03bfb.reown.id', ['Latin', 'Greek']], // Greek ο
    ['\u0430\u03bf.eth', ['Latin', 'Cyrillic', 'Greek']],
  ])('%s → %j', (name, expected) => {
    expect(mixedScripts(name)).toEqual(expected)
  })
})
