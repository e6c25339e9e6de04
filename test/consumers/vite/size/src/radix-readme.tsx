import { createRoot } from 'react-dom/client';
import { RadixForm } from './radix-form';
import { Chat } from './readme-example';

// The README example added to an app that already renders Radix's radio group and checkbox.
createRoot(document.getElementById('root')!).render(
  <main>
    <RadixForm />
    <Chat />
  </main>,
);
