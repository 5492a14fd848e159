import express, { type RequestHandler, type Router } from 'express';
import { contactSubmissionSchema, sellEnquirySubmissionSchema } from '../../core/schemas/lead';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { honeypotTripped, plausibleId } from '../../http/honeypot';
import { cacheControl } from '../../http/middleware/cache-control';
import { jsonObjectBody, parseBody } from '../../http/validate';
import { createLeadsService } from './leads.service';

/**
 * Public lead capture, mounted at /api:
 * POST /contact (the Contact Us form) and POST /sell-enquiries (the /sell/{category} form).
 * Both → 201 { id }; 422 with `fields` when the form is wrong; rate-limited with the other public writes.
 */
export function leadsRoutes(deps: { store: Store; events: EventPublisher; publicWriteLimit: RequestHandler }): Router {
  const router = express.Router();
  const leads = createLeadsService(deps);

  router.post('/contact', deps.publicWriteLimit, cacheControl('none'), async (req, res) => {
    if (honeypotTripped(jsonObjectBody(req))) {
      res.status(201).json({ id: plausibleId() });
      return;
    }
    const form = parseBody(contactSubmissionSchema, req);
    res.status(201).json(await leads.submitContact(form));
  });

  router.post('/sell-enquiries', deps.publicWriteLimit, cacheControl('none'), async (req, res) => {
    if (honeypotTripped(jsonObjectBody(req))) {
      res.status(201).json({ id: plausibleId() });
      return;
    }
    const form = parseBody(sellEnquirySubmissionSchema, req);
    res.status(201).json(await leads.submitSellEnquiry(form));
  });

  return router;
}
