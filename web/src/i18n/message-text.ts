import type { Language } from '@core/languages';
import { MESSAGES } from '@core/messages';
import { useCallback } from 'react';
import { loadedDictionary } from './dictionary-store';
import { useLanguage } from './use-language';

/** MESSAGES' texts back to their keys: schemas and the API speak the English text. */
const KEY_OF = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/**
 * A message of the core (a schema's rule, the API's answer) in the page's language: the Telugu
 * version of a known message on a Telugu page, the text as it came otherwise.
 */
export function messageText(language: Language, message: string): string {
  if (language === 'en') return message;
  const key = KEY_OF.get(message);
  // Only the Telugu words hold messages (visitor-messages.ts); English returned above.
  const words = loadedDictionary(language, 'common') as { messages?: Partial<Record<string, string>> } | undefined;
  const messages = words?.messages;
  return (key && messages?.[key]) || message;
}

/** `messageText` for the page being shown. */
export function useMessageText(): (message: string) => string {
  const language = useLanguage();
  return useCallback((message: string) => messageText(language, message), [language]);
}
