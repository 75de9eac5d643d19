// The browser scripts are built with the package (rollup.config.mjs); the tests run on the
// sources, so they get them built from the sources here, once per run.
// @ts-expect-error -- a plain .mjs build script without types
import { bundleBrowserScripts } from '../scripts/bundleBrowser.mjs'

export default async function setup() {
  await bundleBrowserScripts(new URL('..', import.meta.url).pathname)
}
