// Imported first by main.tsx, so the request for the visitor's texts goes out before React and MUI
// spend the phone's CPU on evaluating themselves; the first render then finds the texts waiting.
import { getLanguage } from '../../providers/language.ts';
import { loadMessages } from './messages.ts';

export const initialLanguage = getLanguage();
export const initialMessages = loadMessages(initialLanguage);
