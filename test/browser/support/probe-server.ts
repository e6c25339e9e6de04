// A request counter on the test server, to check that something did not reach the network:
//
//   GET /__qd/probe/<name>        counts one request for <name>, answers a 1x1 GIF
//   GET /__qd/probe-count/<name>  how many requests <name> has had, as JSON
import type { Plugin } from 'vite';

const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The counter as a Vite plugin (a middleware of the browser tests' server). */
export function probeServer(): Plugin {
  const hits = new Map<string, number>();
  return {
    name: 'question-dock:probe-server',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, kind, name] = /^\/__qd\/(probe|probe-count)\/([\w-]+)/.exec(req.url ?? '') ?? [];
        if (!kind || !name) return next();
        if (kind === 'probe') {
          hits.set(name, (hits.get(name) ?? 0) + 1);
          res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
          res.end(GIF);
        } else {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify(hits.get(name) ?? 0));
        }
      });
    },
  };
}
