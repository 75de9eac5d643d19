// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveCountry } from './resolveCountry.js'

describe('resolveCountry: the country the on-ramp service is asked about', () => {
  it.each([
    // the host's option wins, upper-cased
    ['de', ['en-US'], 'DE'],
    ['GB', [], 'GB'],
    // an option that is no alpha-2 code: unknown (fallback limits), not the language's guess
    ['USA', ['en-US'], undefined],
    ['', ['en-US'], undefined],
    // else the first preferred language naming a region
    [undefined, ['en-US', 'fr-FR'], 'US'],
    [undefined, ['en', 'pt-BR'], 'BR'],
    [undefined, ['zh-Hant-TW'], 'TW'],
    // a numeric region (UN M.49) names no country; a malformed tag is skipped
    [undefined, ['es-419', 'not a tag', 'es-MX'], 'MX'],
    // no region anywhere: unknown
    [undefined, ['en', 'de'], undefined],
    [undefined, [], undefined],
  ] as const)('option %j, languages %j → %j', (option, languages, country) => {
    expect(resolveCountry(option, languages)).toBe(country)
  })
})
