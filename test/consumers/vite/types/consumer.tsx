// Every entry's types, as an app under this tsconfig's moduleResolution sees them. A name that does
// not resolve, or a callback parameter that is `any`, fails the compile.
import {
  AnswerSummary,
  QuestionDock,
  normalizeAskUser as fromMain,
  type AnswerSummaryData,
  type ToolResult,
} from 'question-dock';
import { createQuestionStore, normalizeAskUser, toToolResult, type Resolution } from 'question-dock/core';
import { connectOpenClaw } from 'question-dock/gateway';
import { defineQuestionDockElements, type QuestionDockElement, type QuestionResolveEvent } from 'question-dock/element';
import { defineQuestionDockElements as defineStandalone } from 'question-dock/element/standalone';

type IsAny<T> = 0 extends 1 & T ? true : false;
const notAny = <T,>(_value: T, isAny: IsAny<T>): void => void isAny;

const request = {
  questions: [{ id: 'deploy', header: 'Deploy', question: 'Where?', options: [{ label: 'A' }, { label: 'B' }] }],
};
const checked = normalizeAskUser(request);
notAny(checked, false);
notAny(fromMain, false);
if (checked.ok) notAny(createQuestionStore(checked.request).getState(), false);
const noAnswer: ToolResult = { status: 'no_answer' };
notAny(toToolResult, false);
notAny(connectOpenClaw, false);
notAny(connectOpenClaw({ url: 'ws://127.0.0.1:18789', autoConnect: false }).getState(), false);
notAny(defineQuestionDockElements, false);
notAny(defineStandalone, false);
// The element's tag and event types reach the DOM's own maps.
export function wireElement(dock: QuestionDockElement = document.createElement('question-dock')): void {
  dock.request = request;
  dock.addEventListener('question-resolve', (event: QuestionResolveEvent) => {
    notAny(event.detail.result, false);
    const r: ToolResult = event.detail.result;
    console.log(r);
  });
}

export function Page() {
  return (
    <>
      <AnswerSummary summary={{ status: 'skipped', source: 'user', items: [] }} />
      <QuestionDock
        request={request}
        onResolve={(result, resolution, summary) => {
          notAny(result, false);
          notAny(resolution, false);
          notAny(summary, false);
          const r: ToolResult = result;
          const res: Resolution = resolution;
          const s: AnswerSummaryData = summary;
          console.log(r, res, s, noAnswer);
        }}
      />
    </>
  );
}
