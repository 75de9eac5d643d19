// Bundles the test wallets' browser entries into dist/browser/<name>.js (one IIFE each, its
// `install(config)` on a global): run by rollup.config.mjs at build time and by the unit tests'
// global setup, so the published package never runs esbuild (it reads these files).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

/** name → the entry (relative to the package) and the global its IIFE defines. */
export const browserScripts = {
  evm: { entry: 'src/evm/browserEntry.ts', globalName: '__gangwayTestWalletBundle' },
  solana: { entry: 'src/solana/browserEntry.ts', globalName: '__gangwaySolanaWalletBundle' },
  bitcoin: { entry: 'src/bitcoin/browserEntry.ts', globalName: '__gangwayBitcoinWalletBundle' },
}

/** @param {string} dir the package folder */
export async function bundleBrowserScripts(dir) {
  const out = join(dir, 'dist', 'browser')
  mkdirSync(out, { recursive: true })
  await Promise.all(
    Object.entries(browserScripts).map(async ([name, { entry, globalName }]) => {
      const result = await build({
        entryPoints: [join(dir, entry)],
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
      })
      // Written aside then renamed: a reader never sees half a file.
      const file = join(out, `${name}.js`)
      const temp = `${file}.${process.pid}.tmp`
      writeFileSync(temp, result.outputFiles[0].text)
      renameSync(temp, file)
    }),
  )
}
