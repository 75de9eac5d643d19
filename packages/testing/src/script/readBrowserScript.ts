import { readFileSync } from 'node:fs'
import { BrowserScriptMissingError } from '../errors.js'

/** The browser bundles built with the package (scripts/bundleBrowser.mjs), by name. */
export type BrowserScriptName = 'evm' | 'solana' | 'bitcoin'

// Built package: dist/esm/script/readBrowserScript.js → dist/browser/. Workspace sources (the
// repo's own tests): src/script/readBrowserScript.ts → dist/browser/, made by the tests' setup.
const folder = new URL(
  import.meta.url.endsWith('.ts') ? '../../dist/browser/' : '../../browser/',
  import.meta.url,
)

/**
 * The prebuilt browser bundle `name` (one IIFE defining `globalName.install(config)`), read from
 * the package's dist/browser/ on each call, so a rebuilt package is picked up by a running server.
 *
 * @throws {BrowserScriptMissingError} The package's build has no such file.
 */
export function readBrowserScript(name: BrowserScriptName): string {
  const file = new URL(`${name}.js`, folder)
  try {
    return readFileSync(file, 'utf8')
  } catch (cause) {
    throw new BrowserScriptMissingError(
      `@gangway/testing: the browser script ${name}.js is missing from ${folder.pathname}; build the package (npm run build -w @gangway/testing).`,
      { cause },
    )
  }
}

/**
 * Browser JS (one IIFE) that runs `bundle` and calls its `install` (on `globalName`) with
 * `config`, JSON with `<` escaped so the script can also be inlined in a <script> tag.
 */
export function installScript(bundle: string, globalName: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `;(function(){\n${bundle}\n${globalName}.install(${json})\n})();\n`
}
