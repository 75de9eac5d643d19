import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A plain static build (dist/): index.html, the app's scripts, and public/settings.json copied
// as is, for the deployment to replace.
export default defineConfig({
  plugins: [react()],
})
