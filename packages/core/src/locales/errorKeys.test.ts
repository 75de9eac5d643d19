import { expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { DisconnectError } from '../errors/connectionErrors.js'
import { errorText } from '../i18n/coreText.js'
import { setLocale } from '../i18n/setLocale.js'

// Issue 36 §1: an error a view shows is said in the locale shown, by its class's key in core's
// catalogue (`error.<name>`), its English being the error's short message.
it('a failed disconnect is said in German and Arabic (error.DisconnectError)', async () => {
  const engine = makeEngine()
  expect(errorText(engine, new DisconnectError())).toBe('Failed to disconnect')
  await setLocale(engine, 'de')
  expect(errorText(engine, new DisconnectError())).toBe('Trennen fehlgeschlagen')
  await setLocale(engine, 'ar')
  expect(errorText(engine, new DisconnectError())).toBe('تعذّر قطع الاتصال')
})
