import { describe, expect, it } from 'vitest';
import {
  channelPrompt,
  formatPromptText,
  normalizeAskUser,
  parseTextReply,
  readChannelButton,
  replyMessagesTh,
  type AskUserRequest,
} from '../../src/core/index';
import { threeQuestions } from '../support/requests';

function normalized(input: unknown): AskUserRequest {
  const result = normalizeAskUser(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const deploy = (fields: Record<string, unknown> = {}) =>
  normalized({
    questions: [
      {
        id: 'deploy_target',
        header: 'Target',
        question: 'Where should I deploy?',
        options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
        ...fields,
      },
    ],
  });

describe('given one single-select question', () => {
  it('goes out as a button per option and an Other button, descriptions in the text', () => {
    expect(channelPrompt(deploy())).toEqual({
      kind: 'buttons',
      text: 'Target: Where should I deploy?\n• Staging (Recommended) — Safe first step',
      buttons: [
        { label: 'Staging (Recommended)', value: 'qd:1' },
        { label: 'Production', value: 'qd:2' },
        { label: 'Other…', value: 'qd:other' },
      ],
      otherReply: 'Type your answer in your own words.',
    });
  });

  it('gives the same values for the same request, so a button pressed later still reads', () => {
    expect(channelPrompt(deploy())).toEqual(channelPrompt(deploy()));
  });

  it('reads a pressed option button back into the exact answers the agent gets', () => {
    const request = deploy();
    const prompt = channelPrompt(request);
    const production = prompt.kind === 'buttons' ? prompt.buttons[1] : undefined;
    expect(readChannelButton(request, production?.value)).toEqual({
      ok: true,
      answers: { deploy_target: ['Production'] },
    });
  });

  it('asks for a typed reply when Other is pressed, and that reply is read as plain text', () => {
    const request = deploy();
    expect(readChannelButton(request, 'qd:other')).toEqual({ ok: false, code: 'needs_typed_reply' });
    expect(parseTextReply(request, 'Canary on one region')).toEqual({
      ok: true,
      answers: { deploy_target: ['Canary on one region'] },
    });
  });

  it('speaks Thai with the Thai words', () => {
    const prompt = channelPrompt(deploy(), replyMessagesTh);
    expect(prompt.kind === 'buttons' && prompt.buttons.at(-1)).toEqual({ label: 'อื่นๆ…', value: 'qd:other' });
    expect(prompt.kind === 'buttons' && prompt.otherReply).toBe('พิมพ์คำตอบด้วยคำของคุณเอง');
  });

  it('shows a label with a line break on one line, and answers with the label as the agent wrote it', () => {
    const request = deploy({ options: [{ label: 'Blue\ngreen' }, { label: 'Canary' }] });
    const prompt = channelPrompt(request);
    expect(prompt.kind === 'buttons' && prompt.buttons[0]?.label).not.toContain('\n');
    expect(readChannelButton(request, 'qd:1')).toEqual({ ok: true, answers: { deploy_target: ['Blue\ngreen'] } });
  });

  it('keeps an id such as "constructor" an own key of the answers', () => {
    const read = readChannelButton(deploy({ id: 'constructor' }), 'qd:2');
    expect(read.ok && Object.getOwnPropertyNames(read.answers)).toEqual(['constructor']);
    expect(read.ok && read.answers['constructor']).toEqual(['Production']);
  });

  it.each([['qd:0'], ['qd:3'], ['qd:01'], ['qd:1.0'], ['qd: 1'], ['1'], ['Production'], ['qd:'], ['__proto__'], ['']])(
    'refuses the value %j as unknown_button',
    (value) => {
      expect(readChannelButton(deploy(), value)).toEqual({ ok: false, code: 'unknown_button' });
    },
  );

  it.each([[42], [null], [undefined], [{ toString: () => 'qd:1' }]])(
    'refuses a value that is not a string (%j)',
    (value) => {
      expect(readChannelButton(deploy(), value)).toEqual({ ok: false, code: 'unknown_button' });
    },
  );
});

describe('given a prompt that cannot be buttons', () => {
  const multi = deploy({ multiSelect: true });
  const secret = normalized({
    questions: [{ id: 'token', header: 'Token', question: 'Paste the deploy token', options: [], secret: {} }],
  });
  const several = normalized(threeQuestions());

  it.each([
    ['a multi-select question', multi],
    ['a secret question', secret],
    ['several questions', several],
  ])('sends %s as the readable text of formatPromptText', (_name, request) => {
    expect(channelPrompt(request)).toEqual({ kind: 'text', text: formatPromptText(request) });
  });

  it.each([
    ['a multi-select question', multi],
    ['a secret question', secret],
    ['several questions', several],
  ])('reads no button of %s (the reply is text)', (_name, request) => {
    expect(readChannelButton(request, 'qd:1')).toEqual({ ok: false, code: 'unknown_button' });
    expect(readChannelButton(request, 'qd:other')).toEqual({ ok: false, code: 'unknown_button' });
  });
});
