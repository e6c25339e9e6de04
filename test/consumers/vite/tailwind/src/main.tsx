import { createRoot } from 'react-dom/client';
import { AnswerSummary, QuestionDock } from 'question-dock';
import './with-library.css';

const request = {
  questions: [
    {
      id: 'deploy',
      header: 'Deploy',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging' }, { label: 'Production' }],
    },
  ],
};

createRoot(document.getElementById('root')!).render(
  <main className="p-4">
    <AnswerSummary
      data-testid="summary"
      className="text-[rgb(200,0,0)] leading-[31px] rounded-none p-[7px]"
      summary={{
        status: 'answered',
        source: 'user',
        items: [{ id: 'deploy', header: 'Deploy', question: 'Where?', answers: ['Staging'] }],
      }}
    />
    <QuestionDock
      data-testid="dock"
      className="bg-[rgb(1,2,3)] text-[rgb(250,250,250)] rounded-none text-[13px]"
      request={request}
      composer={<textarea aria-label="Message" className="text-[rgb(0,128,0)] leading-[27px]" />}
    />
  </main>,
);
