import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Plain production build, like bench/peers-gangway.
export default defineConfig({
  plugins: [react()],
})
