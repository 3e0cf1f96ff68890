// Each language's texts are a separate chunk, so a visitor downloads only the language on screen.
import type { Language } from '../../../common/model/languages.ts';

export type Messages = { portal: Record<string, unknown> };

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  ar: () => import('./ar.ts'),
  en: () => import('./en.ts'),
  he: () => import('./he.ts'),
};

export const loadMessages = async (lang: Language): Promise<Messages> => (await loaders[lang]()).default;
