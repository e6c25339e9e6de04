import type { StorybookConfig } from '@storybook/react-vite';

// Storybook merges the root vite.config.ts (app-shaped: just the React plugin). The library build
// lives in vite.lib.config.ts, so nothing needs stripping here.
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
