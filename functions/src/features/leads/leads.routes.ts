import express, { type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import { contactSubmissionSchema, plotEnquirySubmissionSchema, sellEnquirySubmissionSchema } from '../../core/schemas/lead';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { honeypotTripped, plausibleId } from '../../http/honeypot';
import { cacheControl } from '../../http/middleware/cache-control';
import { jsonObjectBody, parseBody } from '../../http/validate';
import type { Auth } from '../../ports/auth';
import { createLeadsService } from './leads.service';

/**
 * Public lead capture, mounted at /api:
 * POST /contact (the Contact Us form), POST /sell-enquiries (the /sell/{category} form) and
 * POST /plot-enquiries (a plot page's "Enquire about this plot").
 * Each → 201 { id }; 422 with `fields` when the form is wrong; a filled honeypot answers like a
 * success and stores nothing; rate-limited with the other public writes.
 */
export function leadsRoutes(deps: { store: Store; events: EventPublisher; auth: Pick<Auth, 'listAdmins'>; publicWriteLimit: RequestHandler; now?: () => Date }): Router {
  const router = express.Router();
  const leads = createLeadsService(deps);

  /** One public form: honeypot first (before validation, so a bot learns nothing), then the schema, then the service. */
  function publicForm<S extends z.ZodType>(path: string, schema: S, submit: (form: z.output<S>) => Promise<{ id: string }>): void {
    router.post(path, deps.publicWriteLimit, cacheControl('none'), async (req, res) => {
      if (honeypotTripped(jsonObjectBody(req))) {
        res.status(201).json({ id: plausibleId() });
        return;
      }
      res.status(201).json(await submit(parseBody(schema, req)));
    });
  }

  publicForm('/contact', contactSubmissionSchema, (form) => leads.submitContact(form));
  publicForm('/sell-enquiries', sellEnquirySubmissionSchema, (form) => leads.submitSellEnquiry(form));
  publicForm('/plot-enquiries', plotEnquirySubmissionSchema, (form) => leads.submitPlotEnquiry(form));

  return router;
}
