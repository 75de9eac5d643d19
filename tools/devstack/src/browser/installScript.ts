import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const bundles = new Map<string, Promise<string>>()

/** A browser entry bundled into one IIFE under `globalName`, built once per process. */
function bundleOf(entry: URL, globalName: string): Promise<string> {
  const key = entry.href
  let bundle = bundles.get(key)
  if (!bundle) {
    bundle = build({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      write: false,
      format: 'iife',
      globalName,
      platform: 'browser',
      target: 'es2020',
      minifySyntax: true,
      minifyWhitespace: true,
      legalComments: 'none',
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text)
    bundles.set(key, bundle)
    // A failed build is tried again on the next call.
    bundle.catch(() => bundles.delete(key))
  }
  return bundle
}

/**
 * Browser JS (one IIFE) that runs the bundle of `entry` (a module exporting `install(config)`)
 * and calls `install` with `config`, JSON with `</` escaped so the script can also be inlined in
 * a <script> tag. The test wallets' scripts are made this way.
 */
export async function buildInstallScript(
  entry: URL,
  globalName: string,
  config: unknown,
): Promise<string> {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `;(function(){\n${await bundleOf(entry, globalName)}\n${globalName}.install(${json})\n})();\n`
}
