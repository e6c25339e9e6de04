import { createContext, useContext } from 'react';
import { FORM_MESSAGES, type FormMessages } from '../mcp';

/** The form's words (the prompts' `messages`), for the form's parts inside `McpFormDock`. */
export const FormWordsContext = /* @__PURE__ */ createContext<FormMessages>(FORM_MESSAGES);

/** The form's words of the dock around. */
export const useFormWords = (): FormMessages => useContext(FormWordsContext);
