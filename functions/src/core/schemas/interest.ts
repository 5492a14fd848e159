import { z } from 'zod';
import { INTEREST_KINDS } from '../interest';

/** What the plot page's beacon sends (POST /api/interest): the plot and what happened. Anything else is ignored. */
export const interestBeaconSchema = z.object({
  plotId: z.string().min(1).max(100),
  kind: z.enum(INTEREST_KINDS),
});
