import type { MESSAGES } from '@core/messages';

/**
 * The core's messages a visitor can meet (a form's rule, a toast, an empty state), by their key in
 * MESSAGES. English pages show MESSAGES as they are, so only the Telugu dictionary holds them
 * (te/common.ts `messages`, one text per key or the typecheck fails) and no English page loads a
 * second copy of them.
 */
export type VisitorMessageKey =
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'fixFormErrors'
  | 'contactSuccess'
  | 'contactFailure'
  | 'plotEnquirySent'
  | 'plotEnquiryFailure'
  | 'plotPageNotFound'
  | 'locationRequired'
  | 'visitDateInvalid'
  | 'visitDateTooEarly'
  | 'visitDateTooLate'
  | 'visitSlotRequired'
  | 'visitDateForSlot'
  | 'noPlotsFound'
  | 'noFeatured'
  | 'noUpdates'
  | 'articleNotFound'
  | 'copiedToClipboard'
  | 'subscribed'
  | 'alreadySubscribed'
  | 'sellEnquirySent'
  | 'tooManyRequests'
  | 'networkError';

export type VisitorMessages = Record<VisitorMessageKey & keyof typeof MESSAGES, string>;
