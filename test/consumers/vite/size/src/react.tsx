import { createRoot } from 'react-dom/client';

// The baseline: the same page with React and the app's own composer, no question-dock.
createRoot(document.getElementById('root')!).render(
  <main>
    <textarea aria-label="Message" />
  </main>,
);
