import { version } from 'react';
import { version as domVersion } from 'react-dom';

// The project is only worth running if the aliases took: fail every test file otherwise.
if (!version.startsWith('18.') || !domVersion.startsWith('18.')) {
  throw new Error(`jsdom-react18 runs React ${version} / react-dom ${domVersion}: the React 18 aliases did not apply`);
}
// React 18 warns when `act` is used outside an act environment; Testing Library sets this for 19.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
