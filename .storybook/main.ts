import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// The root vite.config.ts is the LIBRARY build (build.lib, every bare import external, a plugin
// copying the CSS into dist/). Storybook merges that file into its own Vite config, but it must
// build an APP, so the library-only parts are stripped here.
const LIBRARY_ONLY_PLUGINS = new Set(['question-dock:copy-css']);

function dropLibraryPlugins(plugins: PluginOption[] | undefined): PluginOption[] | undefined {
  if (!plugins) return plugins;
  return plugins
    .map((p) => (Array.isArray(p) ? dropLibraryPlugins(p) : p))
    .filter((p) => !(p && typeof p === 'object' && 'name' in p && LIBRARY_ONLY_PLUGINS.has(p.name)));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    const plugins = dropLibraryPlugins(viteConfig.plugins);
    if (plugins) viteConfig.plugins = plugins;
    if (viteConfig.build) {
      delete viteConfig.build.lib;
      if (viteConfig.build.rolldownOptions) delete viteConfig.build.rolldownOptions.external;
      // Rollup-era name, in case a plugin sets it: externals would break the static app too.
      if (viteConfig.build.rollupOptions) delete viteConfig.build.rollupOptions.external;
    }
    return viteConfig;
  },
};

export default config;
