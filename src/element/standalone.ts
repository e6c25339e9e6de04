/**
 * `question-dock/element/standalone`: `question-dock/element` with React, react-dom, Radix and
 * clsx bundled in, for pages without a bundler:
 * `<script type="module">import { defineQuestionDockElements } from '…/standalone.js'; defineQuestionDockElements();</script>`.
 * @packageDocumentation
 */
export * from './index';
