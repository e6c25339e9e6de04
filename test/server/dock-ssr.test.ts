import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QuestionDock } from '../../src';
import { oneQuestion } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

// A server render (plain Node, no window) of a dock with a prompt id: a server keeps no drafts,
// so the prompt renders at once and nothing warns about storage.

describe('given a dock with a prompt id rendered on a server', () => {
  it('renders the question synchronously without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      createElement(QuestionDock, {
        request: oneQuestion(),
        promptId: 'call_1',
        persist: persistDrafts({ key: 'draft' }),
      }),
    );

    expect(html).toContain('Where should I deploy the build?');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
