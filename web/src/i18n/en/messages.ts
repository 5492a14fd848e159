import { MESSAGES } from '@core/messages';

/** The site's messages in English are the core's own (the API writes the same words beside each key). */
export default MESSAGES;
