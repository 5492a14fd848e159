import type { Request, Response } from 'express';
import type { SecretParam } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createFirebaseLogger } from '../adapters/logger/firebase-logger';
import type { ApiErrorBody } from '../core/schemas/api-error';
import { MAX_INSTANCES, REGION } from './function-options';

/** What the api function hands each request to: the Express app (or anything with its call shape). */
export type RequestListener = (req: Request, res: Response) => void;

/**
 * `trust proxy` for the API behind Firebase Hosting, as a hop count. A request reaches the
 * function through two Google proxies: Hosting's CDN edge, which appends the visitor's address to
 * X-Forwarded-For, then the Google Front End of Cloud Run, which appends the address of the edge
 * that connected to it. So the function sees `X-Forwarded-For: [whatever the client sent, ]visitor,
 * edge` over a socket from Cloud Run's own proxy, and Express must skip two entries (the socket
 * and `edge`) to land on `visitor`. 1 would give every visitor the edge's address (one shared
 * rate-limit bucket per CDN node); 3 or `true` would let a client choose its own address by sending
 * X-Forwarded-For. A caller that bypasses Hosting (the function's run.app URL) has one proxy less,
 * so its own X-Forwarded-For counts as its address; the per-account login throttle and
 * maxInstances still bound what that buys.
 */
export const HOSTING_TRUST_PROXY = 2;

export interface ApiFunctionOptions {
  /** Secrets the app's dependencies read (CLOUDINARY_URL, SMTP_URL). */
  secrets?: SecretParam[];
}

/**
 * The `api` HTTPS function: the Express app behind Hosting's `/api/**` rewrite. The app is built
 * on the first request, not at module load (the Firebase CLI loads the module to discover the
 * functions, with no secrets and no reason to reach Firestore). If building fails (a missing
 * setting), the request gets the API's JSON error shape with 503 and the next request tries again.
 *
 * The Functions Framework has read the body before the app runs: JSON arrives parsed in
 * `req.body` (express.json then leaves it alone), everything else as `req.rawBody`, which the
 * upload route feeds to busboy.
 */
export function apiFunction(getApp: () => Promise<RequestListener>, options: ApiFunctionOptions = {}) {
  return onRequest(
    {
      region: REGION,
      maxInstances: MAX_INSTANCES.api,
      // One instance serves many requests at once (the default with a whole CPU): most requests
      // wait on Firestore, and fewer instances mean fewer cold starts and in-memory rate limits
      // that see more of the traffic.
      concurrency: 80,
      cpu: 1,
      // sharp re-encodes uploads (up to 5 MB, decoded several times that) next to ordinary traffic.
      memory: '512MiB',
      // A 5 MB upload over a slow mobile link (the standalone server allows the same).
      timeoutSeconds: 120,
      invoker: 'public',
      ...(options.secrets && options.secrets.length > 0 ? { secrets: options.secrets } : {}),
    },
    async (req, res) => {
      let app: RequestListener;
      try {
        app = await getApp();
      } catch (error) {
        // Names of missing settings only; values (secrets) never reach the log.
        createFirebaseLogger().error('api_start_failed', { error: error instanceof Error ? error.message : String(error) });
        const body: ApiErrorBody = { error: { code: 'internal', message: 'The service is not available right now. Please try again shortly.' } };
        res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '5' }).json(body);
        return;
      }
      app(req, res);
    },
  );
}
