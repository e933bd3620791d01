import * as React from "react";
import type { FieldErrors } from "../lib/form-errors";
import type { SubmissionState } from "./use-submission";

/**
 * What booking and moving a booking do when the slot went meanwhile (409
 * slot_taken) or the API refused the day or the time: say so (the time's
 * error, and `slotTaken` for the notice), drop the chosen time, and bump
 * `refresh` so the free days and times are loaded again; everything else
 * typed stays. After a 409 the submission is reset, so the next try is a new
 * request (with a new Idempotency-Key).
 */
export function useSlotConflict(
  state: SubmissionState,
  { clearTime, setErrors, reset }: { clearTime: () => void; setErrors: (errors: FieldErrors) => void; reset: () => void },
) {
  const [slotTaken, setSlotTaken] = React.useState(false);
  const [refresh, setRefresh] = React.useState(0);
  React.useEffect(() => {
    if (state.status !== "error") return;
    const { kind, fields } = state.error;
    if (kind !== "conflict" && !fields.startTime && !fields.date) return;
    setSlotTaken(kind === "conflict");
    clearTime();
    setRefresh((n) => n + 1);
    if (kind === "conflict") {
      setErrors({ startTime: "slot_taken" });
      reset();
    }
  }, [state, clearTime, setErrors, reset]);
  const dismiss = React.useCallback(() => setSlotTaken(false), []);
  return { slotTaken, refresh, dismiss };
}
