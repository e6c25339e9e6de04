import { createRoot } from 'react-dom/client';
import { RadixForm } from './radix-form';

// The baseline of an app that already has Radix: its own radio group and checkbox, no question-dock.
createRoot(document.getElementById('root')!).render(
  <main>
    <RadixForm />
    <textarea aria-label="Message" />
  </main>,
);
