import type { MessageKey, MessageRef } from './message-key';

/**
 * The browser's words when a request never reached the server (MESSAGES.networkError). A module
 * of its own so that the API client, which every page loads first, carries this one text and not
 * the whole table of messages.
 */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * Its key as it travels. A key without values is its own MessageRef (`messageKey` in
 * message-key.ts returns it as it is): written here so that the API client needs nothing of that
 * module at run time.
 */
const key: MessageKey = 'networkError';
export const NETWORK_ERROR_KEY = key as string as MessageRef;
