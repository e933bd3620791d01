/**
 * Form submissions. Each body is validated with its contract schema
 * before it is sent; pass an idempotencyKey (one per form fill, e.g.
 * crypto.randomUUID()) so a double click or a retry is recorded once.
 */
import type { z } from "zod";
import { estimateRequestSchema, franchiseOpportunitySchema, newsletterSubscriberSchema, promoPageSubmissionSchema } from "../contract";
import { postJson, type PostOptions, type SubmitResult } from "./client";

export const requestEstimate = (body: z.input<typeof estimateRequestSchema>, options?: PostOptions): Promise<SubmitResult> =>
  postJson(estimateRequestSchema, "/request_estimates", body, options);

export const applyForFranchise = (body: z.input<typeof franchiseOpportunitySchema>, options?: PostOptions): Promise<SubmitResult> =>
  postJson(franchiseOpportunitySchema, "/franchise_opportunities", body, options);

export const subscribeToNewsletter = (body: z.input<typeof newsletterSubscriberSchema>, options?: PostOptions): Promise<SubmitResult> =>
  postJson(newsletterSubscriberSchema, "/newsletter_subscribers", body, options);

/** POST /promo_page_submissions: the landing page's answers go in `data`. */
export const submitPromoPage = (body: z.input<typeof promoPageSubmissionSchema>, options?: PostOptions): Promise<SubmitResult> =>
  postJson(promoPageSubmissionSchema, "/promo_page_submissions", body, options);
