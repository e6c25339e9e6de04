import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app-shaped Vite config that Storybook merges into its own. The library build has its own
// config, vite.lib.config.ts (`npm run build`), so nothing build-only needs stripping here.
export default defineConfig({
  plugins: [react()],
});
