import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Serves stories/openclaw with Vite on 127.0.0.1:`port`: the Control UI page on connectOpenClaw
 * (index.html, React) and the same as a Lit app with the custom element (element.html).
 */
export async function startPageServer(port: number): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: join(root, 'stories', 'openclaw'),
    plugins: [react()],
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: true, fs: { allow: [root] }, hmr: false },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@radix-ui/react-radio-group',
        '@radix-ui/react-checkbox',
        'clsx',
        'lit',
      ],
    },
  });
  await server.listen();
  return server;
}
