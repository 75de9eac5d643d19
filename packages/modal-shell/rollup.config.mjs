import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { packageConfig } from '../../scripts/rollup.package.mjs'

const [esm, ...rest] = packageConfig(import.meta.dirname, {
  index: 'src/exports/index.ts',
  kit: 'src/exports/kit.ts',
})

/** Writes dist/styles.css (`@gangway/modal-shell/styles.css`): the base and modal sheets. */
const stylesCss = {
  name: 'gangway-styles-css',
  async writeBundle() {
    const out = await build({
      entryPoints: [join(import.meta.dirname, 'src/theme/staticCss.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
    })
    const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`
    const { staticCss } = await import(url)
    writeFileSync(join(import.meta.dirname, 'dist/styles.css'), staticCss)
  },
}

export default [{ ...esm, plugins: [...esm.plugins, stylesCss] }, ...rest]
