// The dock as `npx shadcn add` installed it (src/components/question-dock.tsx), beside shadcn's
// Card, RadioGroup and Button in the app's theme. The "Theme" button switches `.dark` on <html>, as
// a shadcn mode toggle does. `?notice` adds a dock with an invalid request (its alert) and one with a
// multi-select question (its checkboxes). The answer
// goes to the console as `tool result`, which the test reads.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, QuestionDock, type AnswerSummaryData, type AskUserInput } from '@/components/question-dock';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import '../index.css';

const request: AskUserInput = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy build 1.4.0?',
      options: [
        { label: 'Staging (Recommended)', description: 'Safe first step' },
        { label: 'Production', description: 'Live for every user' },
      ],
    },
  ],
};

// A multi-select question (its checkboxes), then another (a disabled Back on the first).
const checks: AskUserInput = {
  questions: [
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run first?',
      options: [{ label: 'Unit' }, { label: 'Lint' }],
      multiSelect: true,
    },
    // A second question: Back is there, disabled on the first.
    {
      id: 'when',
      header: 'When',
      question: 'When should they run?',
      options: [{ label: 'Now' }, { label: 'Tonight' }],
    },
  ],
};

function App() {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  const notice = new URLSearchParams(location.search).has('notice');
  return (
    <div className="min-h-svh bg-background p-8 text-foreground">
      <header className="mx-auto mb-6 flex max-w-5xl items-center justify-between">
        <h1 className="text-lg font-semibold">Release 1.4.0</h1>
        <Button variant="outline" onClick={() => document.documentElement.classList.toggle('dark')}>
          Theme
        </Button>
      </header>
      <div className="mx-auto grid max-w-5xl grid-cols-2 items-start gap-8">
        <Card data-testid="card">
          <CardHeader>
            <CardTitle>Deploy target</CardTitle>
            <CardDescription>shadcn's Card, RadioGroup and Button.</CardDescription>
          </CardHeader>
          <CardContent>
            <RadioGroup defaultValue="staging" aria-label="Deploy target">
              <div className="flex items-center gap-3">
                <RadioGroupItem value="staging" id="staging" />
                <Label htmlFor="staging">Staging (Recommended)</Label>
              </div>
              <div className="flex items-center gap-3">
                <RadioGroupItem value="production" id="production" />
                <Label htmlFor="production">Production</Label>
              </div>
            </RadioGroup>
          </CardContent>
          <CardFooter className="justify-end gap-2">
            <Button variant="outline">Cancel</Button>
            <Button data-testid="button">Continue</Button>
          </CardFooter>
        </Card>
        <section className="flex flex-col gap-4" aria-label="Chat">
          <p className="max-w-[80%] rounded-xl bg-muted px-4 py-2 text-sm">Ship 1.4.0 when the checks pass.</p>
          {summary && <AnswerSummary summary={summary} />}
          <QuestionDock
            data-testid="dock"
            request={request}
            composer={<Textarea aria-label="Message" placeholder="Ask anything" />}
            onResolve={(result, _resolution, answered) => {
              console.log('tool result', result);
              setSummary(answered);
            }}
          />
          {notice && <QuestionDock data-testid="invalid" request={{ questions: [] }} />}
          {notice && <QuestionDock data-testid="multi" request={checks} />}
        </section>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
