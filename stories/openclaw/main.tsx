// Entry of the OpenClaw page: gateway URL, token and session come from the query string.
import { createRoot } from 'react-dom/client';
import '../../src/styles/question-dock.css';
import '../support/chat.css';
import { OpenClawPage } from '../support/OpenClawPage';

const query = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <OpenClawPage
      url={query.get('url') ?? 'ws://127.0.0.1:18789'}
      token={query.get('token') ?? ''}
      sessionKey={query.get('session') ?? 'agent:main:main'}
    />,
  );
}
