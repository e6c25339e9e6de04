// Mounts the README's assistant-ui app (`<!-- run: assistant-ui -->`) as its text says; its runtime
// posts to /api/chat, which server.mjs answers with the README's route.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../src/assistant-ui';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
