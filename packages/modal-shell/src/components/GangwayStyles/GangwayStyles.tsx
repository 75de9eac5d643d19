import { baseCss } from '../../theme/baseStyles.js'
import { css } from '../../theme/styles.js'

/**
 * The shell's stylesheets as `<style>` elements (`gangway-base-styles`: the theme tokens and the
 * buttons; `gangway-styles`: the modal), for the server render: put it in the page's `<head>`
 * (or before the first button) and a server-rendered `<ConnectButton>` or embedded `<Modal>` is
 * styled before JavaScript runs; on the client the shell finds them by id and adds neither
 * again. Under a Content-Security-Policy without `'unsafe-inline'` for styles, pass the
 * request's `nonce` (or load `@gangway/modal-shell/styles.css` instead).
 *
 * @example
 * <head>
 *   <GangwayStyles nonce={nonce} />
 * </head>
 */
export function GangwayStyles({ nonce }: { nonce?: string }) {
  return (
    <>
      <style id="gangway-base-styles" nonce={nonce}>
        {baseCss}
      </style>
      <style id="gangway-styles" nonce={nonce}>
        {css}
      </style>
    </>
  )
}
