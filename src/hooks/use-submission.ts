import * as React from "react";
import type { SubmitResult } from "../api-client/client";
import { toVisitorError, type VisitorError } from "../api-client/errors";

export type SubmissionState =
  { status: "idle" } | { status: "submitting" } | { status: "success"; result: SubmitResult } | { status: "error"; error: VisitorError };

/**
 * A new Idempotency-Key: a random UUID (version 4) from the browser's
 * cryptographic generator. crypto.randomUUID exists only on HTTPS pages and
 * localhost; elsewhere the same UUID is built from crypto.getRandomValues,
 * which every browser has. Never Math.random: its keys can be predicted, and
 * a key is all a replay needs.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a form once: a second submit while one is in flight is ignored, and
 * one Idempotency-Key covers every retry of the same fill, so the server
 * records it once. What the visitor typed stays with the form: this hook
 * only tracks the sending.
 */
export function useSubmission<Body>(send: (body: Body, options: { idempotencyKey: string }) => Promise<SubmitResult>) {
  const [state, setState] = React.useState<SubmissionState>({ status: "idle" });
  const inFlight = React.useRef(false);
  const key = React.useRef<string | null>(null);

  const submit = React.useCallback(
    async (body: Body) => {
      if (inFlight.current) return;
      inFlight.current = true;
      key.current ??= newIdempotencyKey();
      setState({ status: "submitting" });
      try {
        const result = await send(body, { idempotencyKey: key.current });
        key.current = null;
        setState({ status: "success", result });
      } catch (error) {
        const visitorError = toVisitorError(error);
        // An answered 4xx (422 invalid field, 409 slot taken...) stored nothing, and the next
        // try sends corrected data: it gets a new key, since an API may replay the refusal it
        // stored for the old key, or refuse the old key with a different body (IETF
        // Idempotency-Key draft). Network failures, timeouts and 5xx keep the key: the first
        // try may have been stored, so a retry must be recognised as the same request.
        const status = visitorError.status;
        if (status !== null && status >= 400 && status < 500) key.current = null;
        setState({ status: "error", error: visitorError });
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );

  const reset = React.useCallback(() => setState({ status: "idle" }), []);
  return { state, submit, reset };
}
