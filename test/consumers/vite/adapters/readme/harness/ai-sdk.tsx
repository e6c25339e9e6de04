// Mounts the README's AI SDK chat (`<!-- run: ai-sdk-chat -->`) as its text says; it posts to
// /api/chat, which server.mjs answers with the README's route.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from '../src/ai-sdk-chat';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
