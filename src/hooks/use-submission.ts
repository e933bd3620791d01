import * as React from "react";
import type { SubmitResult } from "../api-client/client";
import { toVisitorError, type VisitorError } from "../api-client/errors";

export type SubmissionState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "success"; result: SubmitResult }
  | { status: "error"; error: VisitorError };

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Sends a form once: a second submit while one is in flight is ignored, and
 * one Idempotency-Key covers every retry of the same fill, so the server
 * records it once (after a 409 conflict the next submit gets a new key). What the visitor typed stays with the form: this hook
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
      key.current ??= newKey();
      setState({ status: "submitting" });
      try {
        const result = await send(body, { idempotencyKey: key.current });
        key.current = null;
        setState({ status: "success", result });
      } catch (error) {
        const visitorError = toVisitorError(error);
        // 409 (e.g. the appointment slot was taken): the next try books something else, so it
        // gets a new key, since an API may replay the stored 409 for the old one. Network
        // failures, timeouts, 5xx (and, as before, 422) keep the key so a retry is stored once.
        if (visitorError.status === 409) key.current = null;
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
