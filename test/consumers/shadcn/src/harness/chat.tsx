// Mounts the README's shadcn AI SDK chat (`<!-- run: shadcn-chat -->`, written to src/readme/ by the
// test) as its text says; it posts to /api/chat, which server.mjs answers with the README's route.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from '../readme/shadcn-chat';
import '../index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
