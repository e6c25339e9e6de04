import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectDock, FormChat, type DockClient } from '../mcp/support/dock';
import { useServer, type UrlReceived } from '../mcp/support/server';

// A server's link (URL mode) above the composer: the real server's elicit_url tool asks, the SDK's
// Client bound to the prompts shows it, and the person opens, declines or leaves it.

const LINK = 'Team Calendar asks you to open a link';
const panel = () => screen.getByRole('region', { name: LINK });
const args = { message: 'Sign in to share your calendar', url: 'https://calendar.example/oauth/start?state=abc' };

describe("McpFormDock showing a real MCP server's links", () => {
  const server = useServer('in-process');
  let client: DockClient;
  beforeEach(async () => {
    client = await connectDock(server());
  });
  afterEach(() => client.close());

  describe('a link the server asks the person to open', () => {
    it('says why and where it goes; Open is a link to a new tab that accepts, and the server closes it when done', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call<UrlReceived>('elicit_url', args);
      await screen.findByRole('region', { name: LINK });
      expect(within(panel()).getByText(args.message)).toBeVisible();
      // The whole origin, then the path: where the link goes, without the query a look-alike could pad.
      expect(panel()).toHaveTextContent('https://calendar.example/oauth/start');
      expect(within(panel()).getByText('https://calendar.example').tagName).toBe('STRONG');
      expect(panel()).not.toHaveTextContent('state=abc');
      const open = within(panel()).getByRole('link', { name: 'Open' });
      expect(open).toHaveAttribute('href', args.url);
      expect(open).toHaveAttribute('target', '_blank');
      expect(open).toHaveAttribute('rel', 'noopener noreferrer');
      // The composer is not covered: the person can still write.
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();

      await user.click(open);
      expect(within(panel()).getByText('Opened in a new tab. This closes when you finish there.')).toBeVisible();
      expect(within(panel()).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();

      // The step is done on the server's side: it says so (notifications/elicitation/complete).
      const [asked] = client.prompts.links.getState();
      server().finishUrl(asked?.elicitationId ?? '');
      await waitFor(() => expect(screen.queryByRole('region', { name: LINK })).not.toBeInTheDocument());
      expect((await called).received).toEqual({ result: { action: 'accept' } });
    });

    it('Decline tells the server no', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call<UrlReceived>('elicit_url', args);
      await user.click(
        within(await screen.findByRole('region', { name: LINK })).getByRole('button', { name: 'Decline' }),
      );
      expect((await called).received).toEqual({ result: { action: 'decline' } });
      expect(screen.queryByRole('region', { name: LINK })).not.toBeInTheDocument();
    });

    it('Cancel leaves it unanswered', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call<UrlReceived>('elicit_url', args);
      await user.click(
        within(await screen.findByRole('region', { name: LINK })).getByRole('button', { name: 'Cancel' }),
      );
      expect((await called).received).toEqual({ result: { action: 'cancel' } });
      expect(screen.queryByRole('region', { name: LINK })).not.toBeInTheDocument();
    });

    it('the server saying the step is done closes it before it is opened, as unanswered', async () => {
      render(<FormChat prompts={client.prompts} />);
      const called = client.call<UrlReceived>('elicit_url', args);
      await screen.findByRole('region', { name: LINK });
      const [asked] = client.prompts.links.getState();
      act(() => client.prompts.complete(asked?.elicitationId ?? ''));
      expect(screen.queryByRole('region', { name: LINK })).not.toBeInTheDocument();
      expect((await called).received).toEqual({ result: { action: 'cancel' } });
    });

    it('a link that is no web page is refused to the server and never shown', async () => {
      render(<FormChat prompts={client.prompts} />);
      const called = client.call<UrlReceived>('elicit_url', { ...args, url: 'javascript:alert(1)' });
      expect((await called).received).toMatchObject({ error: { message: expect.stringContaining('http(s)') } });
      expect(screen.queryByRole('region', { name: LINK })).not.toBeInTheDocument();
    });
  });
});
