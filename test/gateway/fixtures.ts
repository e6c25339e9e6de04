import type { GatewayQuestion } from '../../src/gateway/index';

/** Two questions as an agent would send them in `ask_user`: single-select, then multi-select. */
export const deployQuestions: readonly GatewayQuestion[] = [
  {
    id: 'deploy_target',
    header: 'Deploy',
    question: 'Where should this deploy go?',
    options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
  },
  {
    id: 'checks',
    header: 'Checks',
    question: 'Which checks should run first?',
    multiSelect: true,
    options: [{ label: 'Unit' }, { label: 'E2E' }, { label: 'Lint' }],
  },
];

/** One single-select question. */
export const colorQuestion: readonly GatewayQuestion[] = [
  {
    id: 'color',
    header: 'Color',
    question: 'Which color scheme?',
    options: [{ label: 'Dark (Recommended)' }, { label: 'Light' }],
  },
];
