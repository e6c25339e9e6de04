import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startPageBrowser } from '../../support/page-browser';
import type { ClientKind } from './clients';
import { startHttp, type RunningServer } from './server';

/**
 * The chat page (test/mcp/page: React, the MCP client and McpFormDock, served by Vite) in Chromium,
 * its client connected over streamable HTTP to a real SDK server on loopback (test/mcp/support/server):
 * what the person does in the page reaches the server's tool as the client sends it.
 */

const pageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'page');

/** The person's zone: a date-time they enter is sent with this zone's offset (+07:00). */
export const TIME_ZONE = 'Asia/Bangkok';

/** The page's server and the browser, shared by a file's tests. */
export interface FormPageServer {
  /** The origin the page is served from (its `sign-in.html` stands for a server's out-of-band page). */
  readonly origin: string;
  /** A fresh MCP server, and the page's tab with a new client of `kind` connected to it. */
  open(kind: ClientKind): Promise<FormPage>;
  close(): Promise<void>;
}

export interface FormPage {
  readonly tab: Page;
  /** The MCP server the page's client is connected to: its `reports` are what its tools received. */
  readonly server: RunningServer;
  /** The app calls the server's tool (as its model would); the call runs while the test goes on. */
  call(tool: string, args: Record<string, unknown>): void;
  /** What the tools reported they received, one report a call, in the order they end. */
  received(): Promise<unknown>;
  close(): Promise<void>;
}

export async function startFormPageServer(): Promise<FormPageServer> {
  const { origin, browser, close } = await startPageBrowser(pageRoot, [
    'ajv-formats/dist/formats.js',
    '@ai-sdk/mcp',
    '@modelcontextprotocol/sdk/client/index.js',
    '@modelcontextprotocol/sdk/client/streamableHttp.js',
  ]);
  const context = await browser.newContext({ timezoneId: TIME_ZONE, reducedMotion: 'reduce' });
  const tab = await context.newPage();
  const errors: Error[] = [];
  tab.on('pageerror', (error) => errors.push(error));
  // Loaded once: each test connects it afresh (a new client and chat), which a reload would only slow.
  await tab.goto(origin);
  await tab.waitForFunction(() => typeof window.connect === 'function');
  return {
    origin,
    open: (kind) => openPage(tab, kind, errors),
    close,
  };
}

async function openPage(tab: Page, kind: ClientKind, errors: Error[]): Promise<FormPage> {
  errors.length = 0;
  const server = await startHttp();
  await tab.evaluate(({ url, kind }) => window.connect(url, kind), { url: server.url, kind });
  const calls: Promise<unknown>[] = [];
  let taken = 0;
  return {
    tab,
    server,
    call(tool, args) {
      // What the app gets back is not the point: the tool's report is. A call still open when the
      // page disconnects rejects, and that is fine.
      calls.push(tab.evaluate(({ tool, args }) => window.mcp?.call(tool, args), { tool, args }).catch(() => {}));
    },
    async received() {
      const from = taken;
      taken += 1;
      return server.reports.next((report) => server.reports.items.indexOf(report) >= from);
    },
    async close() {
      // The tabs a link opened.
      await Promise.all(
        tab
          .context()
          .pages()
          .filter((other) => other !== tab)
          .map((other) => other.close()),
      );
      await tab.evaluate(() => window.disconnect());
      await Promise.all(calls);
      await server.close();
      if (errors.length > 0) throw new AggregateError(errors, 'The page threw');
    },
  };
}
