import { createRoot } from 'react-dom/client';
import { Chat } from './readme-example';

createRoot(document.getElementById('root')!).render(<Chat />);
