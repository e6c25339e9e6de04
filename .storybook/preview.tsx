/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/index.css';

// Toolbar globals: `theme` (light/dark) sets data-theme on a wrapper, `dir` (ltr/rtl) sets dir.
// Screenshots and links can pick them with `&globals=theme:dark;dir:rtl`.
const withThemeAndDir: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const dir = context.globals['dir'] === 'rtl' ? 'rtl' : 'ltr';
  // A whole-viewport "host page" in the story view; in docs each story keeps its own height.
  const fill = context.viewMode === 'story';
  return (
    <div
      data-theme={theme}
      dir={dir}
      className="qd-story-frame"
      style={{
        colorScheme: theme,
        background: theme === 'dark' ? '#111318' : '#ffffff',
        color: theme === 'dark' ? '#e8eaed' : '#1f2328',
        padding: '1rem',
        minHeight: fill ? '100vh' : undefined,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", sans-serif',
        boxSizing: 'border-box',
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  // Every story is a fresh session: docks with a promptId persist drafts in sessionStorage by
  // default, and stories share ids, so one story's answers must not reappear in the next.
  beforeEach: () => {
    sessionStorage.clear();
  },
  tags: ['autodocs'],
  parameters: {
    // axe violations fail the story test (addon-vitest) instead of only showing in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
    // The untouched Control UI page first: what a newcomer should see before any story that plays.
    options: {
      storySort: {
        order: ['Examples', ['Control UI', ['Untouched', '*']], 'Introduction', 'Components', 'Layouts', '*'],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on the wrapper)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  decorators: [withThemeAndDir],
};

export default preview;
