import { packageConfig } from '../../scripts/rollup.package.mjs'
import { bundleBrowserScripts } from './scripts/bundleBrowser.mjs'

const config = packageConfig(import.meta.dirname, {
  index: 'src/exports/index.ts',
  solana: 'src/exports/solana.ts',
  bitcoin: 'src/exports/bitcoin.ts',
})
// After packageConfig (which empties dist/): the browser scripts the Node side reads.
await bundleBrowserScripts(import.meta.dirname)

export default config
