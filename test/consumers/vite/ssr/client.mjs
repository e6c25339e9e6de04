import { createElement as h, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'question-dock/styles.css';
import { App } from './app.mjs';

const expiresAt = Number(document.getElementById('root').dataset.expiresAt);
hydrateRoot(document.getElementById('root'), h(StrictMode, null, h(App, { expiresAt })), {
  onRecoverableError: (error) => console.error('recoverable:', error?.message ?? error),
});
window.qdHydrated = true;
