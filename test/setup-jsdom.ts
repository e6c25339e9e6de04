import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Each test is a new browser session: drafts persisted by prompt id must not leak into the next.
  sessionStorage.clear();
  localStorage.clear();
});
