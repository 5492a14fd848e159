import { describe, expect, it } from 'vitest';
import { messageKey } from './message-key';
import { englishMessage } from './messages';
import { NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE } from './network-error';

describe('the network error', () => {
  it('travels as the key messageKey makes, and reads as its English words', () => {
    expect(NETWORK_ERROR_KEY).toBe(messageKey('networkError'));
    expect(englishMessage(NETWORK_ERROR_KEY)).toBe(NETWORK_ERROR_MESSAGE);
  });
});
