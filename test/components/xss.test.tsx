import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalizeAskUser } from '../../src';
import { ChatPage } from './chat-page';
import type { QuestionDockLayout } from '../../src/components/behaviour/use-stacked-layout';

// Issue 5 (UI faults): agent text and the person's own text are data, never markup. Each payload
// goes into every header, question, label, description and Other answer, through normalization,
// both layouts and the timeline summary. It must show as the exact text, and the DOM must have
// the same shape (tag and attribute names) as with plain text: nothing injected.

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '" onmouseover="alert(1)" x="',
  "'><img src=x onerror=alert(1)>",
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<!--<img src=x onerror=alert(1)>-->',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62; &amp; &nbsp;',
  '\u202Egnp.exe',
  'pay\u200Bload\uFEFFwith zero\u200Dwidth',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)} #{7*7} <%= 7*7 %>',
  '[click me](javascript:alert(1))',
  '![x](https://evil.example/x.png) **bold** <b>b</b>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '__proto__',
];

const INJECTED = 'script,img,svg,iframe,a,style,object,embed,math,details,body,b,link,meta,base,form';

function request(text: string) {
  return {
    questions: [
      { id: 'pick', header: text, question: text, options: [{ label: text, description: text }, { label: 'Plain' }] },
      {
        id: 'many',
        header: text,
        question: text,
        multiSelect: true,
        options: [{ label: text, description: text }, { label: 'Plain' }],
      },
    ],
    timeoutSeconds: 300,
  };
}

/** Tag names and tag[attribute] names under `root`: what rendering produced, values aside. */
function shape(root: Element): string[] {
  const seen = new Set<string>();
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    seen.add(tag);
    for (const attribute of el.attributes) seen.add(`${tag}[${attribute.name}]`);
  }
  return [...seen].sort();
}

function expectNothingInjected(root: Element) {
  expect(root.querySelectorAll(INJECTED)).toHaveLength(0);
  const handlers = [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on')),
  );
  expect(handlers).toEqual([]);
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

/** Renders the prompt, checks every string shows exactly, answers with `text` everywhere, returns shapes. */
async function answerWith(text: string, layout: QuestionDockLayout) {
  const normalized = normalizeAskUser(request(text));
  if (!normalized.ok) throw new Error(`payload did not normalize: ${JSON.stringify(normalized.errors)}`);
  const [pick, many] = normalized.request.questions;
  // Normalization trims and shortens the header (12 graphemes), nothing else.
  expect(pick?.question).toBe(text);
  expect(pick?.options[0]).toEqual({ label: text, description: text });
  expect(text.startsWith(pick!.header)).toBe(true);

  const user = userEvent.setup();
  const onResolve = vi.fn();
  const { container, unmount } = render(<ChatPage request={request(text)} layout={layout} onResolve={onResolve} />);
  const region = screen.getByRole('region', { name: 'Question from the agent' });
  const open = shape(container);
  expectNothingInjected(container);

  // The docked layout's invisible sizers (text only through CSS attr()) are left out: nothing shows there.
  const texts = (selector: string) =>
    [...region.querySelectorAll(`${selector}:not(.qd-sizer *)`)].map((el) => el.textContent);
  expect([...region.querySelectorAll('.qd-sizer')].every((el) => el.textContent === '')).toBe(true);
  const shown = layout === 'stacked' ? 2 : 1;
  expect(texts('.qd-chip')).toEqual(Array(shown).fill(pick!.header));
  expect(texts('.qd-option-label')).toEqual(Array(shown).fill([text, 'Plain', 'Other']).flat());
  expect(texts('.qd-option-description')).toEqual(Array(shown).fill(text));
  expect(texts('.qd-other-label')).toEqual(Array(shown).fill(`Your own answer for ${pick!.header}`));
  expect(texts('.qd-question-text')).toEqual(layout === 'stacked' ? [text, `${text} (multiple choice)`] : [text]);

  // Multi-select drops an Other answer equal to a picked label, so the second one differs.
  const mine = `${text} (mine)`;
  const other = async (index: number, value: string) => {
    const field = within(region).getAllByRole('textbox')[index]!;
    await user.click(field);
    await user.paste(value);
    expect(field).toHaveValue(value);
  };
  await other(0, text);
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Next' }));
  // Its label: a checkbox that arrives (parts.ts) between a query and the click would take the click along.
  const box = within(region).getAllByRole('checkbox')[0]!;
  await user.click(region.querySelector(`label[for="${box.id}"]`)!);
  await other(layout === 'stacked' ? 1 : 0, mine);
  expectNothingInjected(container);
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Review' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(onResolve).toHaveBeenCalledTimes(1);
  expect(onResolve.mock.calls[0]?.[0]).toEqual({
    status: 'answered',
    answers: { answers: { pick: [text], many: [text, mine] } },
  });
  const summary = screen.getByRole('group', { name: 'Answer summary' });
  // Exact text; a piece holding bidi controls is wrapped in an isolate (FSI ... PDI) that ends them.
  const isolated = (s: string) => (/[\u202a-\u202e\u2066-\u2069]/.test(s) ? `\u2068${s}\u2069` : s);
  expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    `${isolated(pick!.header)}: ${isolated(text)}`,
    `${isolated(many!.header)}: ${isolated(text)}, ${isolated(mine)}`,
  ]);
  expectNothingInjected(container);
  const done = shape(container);
  unmount();
  return { open, done };
}

describe.each<QuestionDockLayout>(['docked', 'stacked'])('given hostile text in the %s layout', (layout) => {
  let plain: { open: string[]; done: string[] };
  beforeAll(async () => {
    plain = await answerWith('Plain text', layout);
  });

  it.each(PAYLOADS.map((p) => [JSON.stringify(p), p] as const))(
    '%s shows as text and injects nothing',
    async (_name, payload) => {
      const shapes = await answerWith(payload, layout);
      expect(shapes.open).toEqual(plain.open);
      expect(shapes.done).toEqual(plain.done);
    },
  );
});

it('has at least 20 payloads', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
});
