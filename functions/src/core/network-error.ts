/**
 * The browser's words when a request never reached the server (MESSAGES.networkError). A module
 * of its own so that the API client, which every page loads first, carries this one text and not
 * the whole table of messages.
 */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
