// `node server.mjs`: serves the app rendered on the server, with renderToString at /string and
// renderToPipeableStream at /stream, and the hydrating bundle from dist/. Prints the port.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { PassThrough } from 'node:stream';
import { createElement as h, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { App } from './app.mjs';

const dist = join(import.meta.dirname, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = manifest['client.mjs'];
const css = (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
// One deadline for the whole run: server and client get the same prop.
const expiresAt = Date.now() + 10 * 60 * 1000;
const app = () => h(StrictMode, null, h(App, { expiresAt }));
const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>ssr</title>${css}</head><body><div id="root" data-expires-at="${expiresAt}">`;
const tail = `</div><script type="module" src="/${entry.file}"></script></body></html>`;
const types = { '.js': 'text/javascript', '.css': 'text/css' };

createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/string') {
    try {
      const html = renderToString(app());
      res.setHeader('content-type', 'text/html');
      res.end(head + html + tail);
    } catch (error) {
      console.error('renderToString threw:', error);
      res.writeHead(500).end(String(error));
    }
  } else if (url.pathname === '/stream') {
    res.setHeader('content-type', 'text/html');
    res.write(head);
    const body = new PassThrough();
    body.on('data', (chunk) => res.write(chunk));
    body.on('end', () => res.end(tail));
    const stream = renderToPipeableStream(app(), {
      onAllReady: () => stream.pipe(body),
      onShellError: (error) => {
        console.error('shell error', error);
        res.statusCode = 500;
        res.end(String(error));
      },
      onError: (error) => console.error('stream error', error),
    });
  } else {
    const file = normalize(join(dist, url.pathname));
    if (!file.startsWith(dist)) return res.writeHead(403).end();
    try {
      res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  }
}).listen(0, '127.0.0.1', function () {
  console.log(`listening ${this.address().port}`);
});
