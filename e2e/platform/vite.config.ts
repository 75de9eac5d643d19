// Builds the platform test page (e2e/platform/index.html) for the browser tests: a host that
// plugs in a throwaway feature and a throwaway adapter for a made-up chain family.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  base: '/platform/',
  plugins: [react()],
  logLevel: 'warn',
  build: { sourcemap: true, chunkSizeWarningLimit: 2048 },
})
