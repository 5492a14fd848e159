import type { Language } from '@core/languages';
import { messageFrom } from '@core/message-key';
import { useCallback } from 'react';
import { dictionary } from './dictionary-store';
import { useT } from './use-language';

/**
 * A message of the core — a schema's rule, the API's answer, a toast — in a language: the text of
 * its key (core/message-key.ts: `nameRequired`, `textTooLong?max=200`) in that language's `messages`
 * words. Anything that is not a key of a message (a text from an older server) shows as it came.
 * Outside React (route meta, a toast raised by a loaded page), where the words must be loaded by now.
 */
export function messageText(language: Language, message: string): string {
  return messageFrom(dictionary(language, 'messages'), message) ?? message;
}

/** `messageText` for the page being shown; waits for the `messages` words if a page forgot to load them. */
export function useMessageText(): (message: string) => string {
  const words = useT('messages');
  return useCallback((message: string) => messageFrom(words, message) ?? message, [words]);
}
