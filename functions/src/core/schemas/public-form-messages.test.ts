import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages';
import { contactSubmissionSchema, plotEnquirySubmissionSchema, sellEnquirySubmissionSchema } from './lead';
import { keyedErrors } from './message-keys';
import { subscribeSubmissionSchema } from './subscriber';

/**
 * Every message a visitor's form can get from the server is a key the dictionaries translate
 * (docs/decisions/012): a rule's own key, or keyedErrors' for a rule without one — never zod's
 * English, which would stay English on a Telugu page. Each field of each public form is sent
 * missing, blank, of the wrong type, far too long and malformed.
 */
const FORMS: Record<string, { schema: z.ZodType; valid: Record<string, unknown> }> = {
  contact: { schema: contactSubmissionSchema, valid: { name: 'Lakshmi', phone: '9848012345', email: 'lakshmi@example.in' } },
  sell: {
    schema: sellEnquirySubmissionSchema,
    valid: { name: 'Lakshmi', phone: '9848012345', email: 'lakshmi@example.in', category: 'residential', location: 'Thullur', area: '200 sq.yd', expectedPrice: '40 L', message: 'Corner plot' },
  },
  plotEnquiry: {
    schema: plotEnquirySubmissionSchema,
    valid: { name: 'Lakshmi', phone: '9848012345', email: 'lakshmi@example.in', plotId: 'p1', visitDate: '2026-12-05', visitSlot: 'morning' },
  },
  subscribe: { schema: subscribeSubmissionSchema, valid: { email: 'lakshmi@example.in' } },
};

const BAD_VALUES: readonly unknown[] = [undefined, null, '', '   ', 0, -1, true, [], {}, ['x'], 'x'.repeat(5000), '<b>?</b>', '2026-02-30', 'not-a-date'];

describe('the public forms speak message keys only', () => {
  for (const [form, { schema, valid }] of Object.entries(FORMS)) {
    it(`${form}: every refusal of every field names a message key`, () => {
      const seen = new Set<string>();
      for (const field of [...Object.keys(valid), 'website', 'origin']) {
        for (const value of BAD_VALUES) {
          const result = schema.safeParse({ ...valid, [field]: value }, { error: keyedErrors });
          for (const issue of result.error?.issues ?? []) {
            expect(isMessageKey(issue.message), `${form}.${field} = ${JSON.stringify(value)}: "${issue.message}"`).toBe(true);
            seen.add(issue.message.split('?')[0]!);
          }
        }
      }
      // The run met real refusals, not only successes.
      expect(seen.size).toBeGreaterThan(form === 'subscribe' ? 1 : 4);
    });
  }

  it('a whole body of the wrong shape names a key too', () => {
    for (const { schema } of Object.values(FORMS)) {
      for (const body of ['text', 42, null, []]) {
        for (const issue of schema.safeParse(body, { error: keyedErrors }).error?.issues ?? []) expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
