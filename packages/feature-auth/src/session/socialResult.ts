import * as v from 'valibot'
import { AUTH_TIMEOUTS } from '../constants.js'
import { SocialLoginError } from '../errors.js'
import type { FrameClient } from '../frame/createFrameClient.js'
import { SocialResultSchema } from '../frame/schemas.js'
import { type Engine, showAlert, TimeoutError } from '../internal/core.js'
import { authText } from '../text.js'

/**
 * The result URL the frame's origin posts from the social login's `popup` (that window only,
 * in the shape `SocialResultSchema` allows; anything else is dropped); settles on it, the popup
 * closed (`SocialLoginError`) or 30 s (`TimeoutError`, with spec §8's 'socials timeout' alert).
 */
export function socialResult(engine: Engine, client: FrameClient, popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== client.origin || event.source !== popup) return
      const parsed = v.safeParse(SocialResultSchema, event.data)
      if (!parsed.success) return engine.logger.debug('auth: dropped a popup message')
      done()
      resolve(parsed.output.resultUri)
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new SocialLoginError({ details: 'The login window was closed' }))
    }, 500)
    const timer = setTimeout(() => {
      done()
      // Spec §8 alert "social login timeout ('socials timeout')".
      showAlert(engine, {
        title: authText(engine, 'socialsTimeout'),
        description: authText(engine, 'socialsTimeoutText'),
      })
      reject(new TimeoutError({ details: 'social login' }))
    }, AUTH_TIMEOUTS.call)
    const done = () => {
      clearInterval(poll)
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
    window.addEventListener('message', onMessage)
  })
}
