import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// A shadcn app as its Vite guide sets one up: Tailwind v4's plugin and the `@` alias of components.json.
// Two pages: the dock beside shadcn's own components (index.html), and the README's AI SDK chat (chat.html).
export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': resolve(here, 'src') } },
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    rollupOptions: { input: { index: resolve(here, 'index.html'), chat: resolve(here, 'chat.html') } },
  },
});
