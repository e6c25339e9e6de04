import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deployRequest } from './support/fixtures';
import { defineLitChat } from './support/lit-chat';

defineLitChat();

/**
 * A Lit chat shell (stories/support/lit-chat.ts, no React in it) hosting `<question-dock>` and
 * `<question-dock-summary>`, as OpenClaw's Control UI would. The React wrapper below only mounts
 * the Lit element; the dock then renders inside its own shadow root, inside the shell's.
 */
function LitHost({ request }: { request: unknown }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chat = document.createElement('lit-chat');
    chat.request = request;
    chat.promptId = 'lit-story';
    slot.current?.append(chat);
    return () => chat.remove();
  }, [request]);
  return <div ref={slot} />;
}

const meta = {
  title: 'Examples/Without React (Lit)',
  component: LitHost,
  parameters: {
    docs: {
      description: {
        component:
          "The custom elements (`question-dock/element`) in a Lit app. The shell passes the agent's request as a property (`.request=${args}`), puts its own composer form in the dock's slot (it stays the shell's element: hidden while the panel is open, focus given back on collapse), themes it with `--qd-accent` on the element, and adds `<question-dock-summary .summary=${e.detail.summary}>` to its timeline on `question-resolve`. Dark mode and `dir` come from the page (try the toolbar).",
      },
    },
  },
  args: { request: deployRequest },
} satisfies Meta<typeof LitHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queries inside the dock's shadow root (Testing Library does not pierce shadow roots). */
async function dockOf(canvasElement: HTMLElement) {
  const dock = await waitFor(
    () => {
      const el = canvasElement.querySelector('lit-chat')?.shadowRoot?.querySelector('question-dock')?.shadowRoot;
      expect(el?.querySelector('[role="region"]')).toBeTruthy();
      return el!;
    },
    { timeout: 8000 },
  );
  return within(dock as unknown as HTMLElement);
}

/** The agent asked three questions; the person picked Production on the first. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dock = await dockOf(canvasElement);
    await userEvent.click(dock.getByRole('radio', { name: /Production/ }));
    await expect(dock.getByRole('radio', { name: /Production/ })).toHaveAttribute('aria-checked', 'true');
  },
};
