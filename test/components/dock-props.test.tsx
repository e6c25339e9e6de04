import { describe, expectTypeOf, it } from 'vitest';
import {
  QuestionDock,
  useQuestionStore,
  type QuestionDockProps,
  type QuestionState,
  type QuestionStore,
} from '../../src';
import { oneQuestion } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

// Type-level checks: `npm run typecheck` fails when a `@ts-expect-error` line below stops being an error.
describe('QuestionDock props are one discriminated union', () => {
  it('takes a store, or a raw request with its request-only props', () => {
    const store = {} as QuestionStore;
    const send = async () => {};
    expectTypeOf({ store }).toExtend<QuestionDockProps>();
    expectTypeOf({ store: undefined }).toExtend<QuestionDockProps>();
    expectTypeOf({
      request: oneQuestion(),
      promptId: 'call_1',
      send,
      expiresAt: 1,
      persist: persistDrafts(),
    }).toExtend<QuestionDockProps>();

    const elements = [
      <QuestionDock key="store" store={store} />,
      <QuestionDock
        key="request"
        request={oneQuestion()}
        promptId="call_1"
        send={send}
        expiresAt={1}
        persist={persistDrafts()}
      />,
      // @ts-expect-error: request-only props next to `store`
      <QuestionDock key="a" store={store} promptId="call_1" />,
      // @ts-expect-error: request-only props next to `store`
      <QuestionDock key="b" store={store} send={send} />,
      // @ts-expect-error: request-only props next to `store`
      <QuestionDock key="c" store={store} expiresAt={1} />,
      // @ts-expect-error: request-only props next to `store`
      <QuestionDock key="d" store={store} persist={persistDrafts()} />,
      // @ts-expect-error: `store` and `request` together
      <QuestionDock key="e" store={store} request={oneQuestion()} />,
      // @ts-expect-error: neither a store nor a request
      <QuestionDock key="f" />,
      // @ts-expect-error: the queue is not a dock prop (render its active store)
      <QuestionDock key="g" store={undefined} queue={{}} />,
    ];
    expectTypeOf(elements).toBeArray();
  });

  it('useQuestionStore accepts no store and then gives undefined', () => {
    expectTypeOf(useQuestionStore).parameter(0).toEqualTypeOf<QuestionStore | undefined>();
    expectTypeOf<ReturnType<typeof useQuestionStore<number>>>().toEqualTypeOf<number | undefined>();
    // The overloads narrow for a known store.
    type WithStore = (store: QuestionStore) => QuestionState;
    expectTypeOf(useQuestionStore).toExtend<WithStore>();
  });
});
