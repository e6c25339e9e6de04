import { describe, expect, it } from 'vitest';
import { previewAskUser } from '../../src/core/index';

describe('previewAskUser, reading a call still being written', () => {
  it('shows the question text as far as it has arrived, before any option', () => {
    expect(
      previewAskUser({ questions: [{ id: 'deploy_target', header: 'Deploy', question: 'Where should I' }] }),
    ).toEqual({
      questions: [{ header: 'Deploy', question: 'Where should I', options: [], multiSelect: false }],
    });
  });

  it('leaves out the option being written while options are the last thing written', () => {
    const partial = {
      questions: [
        { id: 'a', header: 'Deploy', question: 'Where?', options: [{ label: 'Staging' }, { label: 'Prod' }] },
      ],
    };
    expect(previewAskUser(partial).questions[0]?.options).toEqual(['Staging']);
  });

  it('shows every option once something follows them, and every option of an earlier question', () => {
    const partial = {
      questions: [
        {
          id: 'a',
          header: 'Deploy',
          question: 'Where?',
          options: [{ label: 'Staging' }, { label: 'Prod' }],
          multiSelect: true,
        },
        { id: 'b', header: 'Checks', question: 'Which', options: [{ label: 'Unit' }, { label: 'E2E' }] },
      ],
    };
    const { questions } = previewAskUser(partial);
    expect(questions[0]).toEqual({
      header: 'Deploy',
      question: 'Where?',
      options: ['Staging', 'Prod'],
      multiSelect: true,
    });
    expect(questions[1]?.options).toEqual(['Unit']);
  });

  it('cuts the header as the prompt will', () => {
    expect(previewAskUser({ questions: [{ header: 'Deployment target', question: 'Q' }] }).questions[0]?.header).toBe(
      'Deployment t',
    );
  });

  it.each([[undefined], [null], ['{"questions":['], [{ questions: 'x' }], [{ questions: [null, 42, {}] }], [[]]])(
    'shows nothing for %j, never throwing',
    (partial) => {
      expect(previewAskUser(partial)).toEqual({ questions: [] });
    },
  );

  it('survives a hostile object (a throwing getter, a Proxy) and prototype keys', () => {
    const hostile = {
      get questions(): never {
        throw new Error('boom');
      },
    };
    expect(previewAskUser(hostile)).toEqual({ questions: [] });
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
        get: () => [{ header: 'H', question: 'Q' }],
      },
    );
    expect(() => previewAskUser(proxy)).not.toThrow();
    expect(previewAskUser(JSON.parse('{"__proto__":{"questions":[{"header":"H","question":"Q"}]}}'))).toEqual({
      questions: [],
    });
  });
});
