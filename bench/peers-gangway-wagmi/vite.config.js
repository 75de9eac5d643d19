import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Plain production build, no manual chunking: what each quick-start gives you.
export default defineConfig({
  plugins: [react()],
})
