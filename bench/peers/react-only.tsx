/**
 * The baseline of the size row: React and react-dom rendering one element, built like the peer
 * pages. A React peer's own JS is its page minus this one (min+gz).
 */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>React only</p>);
