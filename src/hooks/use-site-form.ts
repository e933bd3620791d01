import * as React from "react";
import type { SubmitResult } from "../api-client/client";
import { useCampaign } from "./use-campaign";
import { useDraft } from "./use-draft";
import { useFormErrors } from "./use-form-errors";
import { useLocale } from "./use-locale";
import { useStoreOptions } from "./use-store-options";
import { useSubmission } from "./use-submission";

type Send<Body> = (body: Body, options: { idempotencyKey: string }) => Promise<SubmitResult>;

/**
 * What every form of the site starts with: the request, sent once
 * (useSubmission), the errors next to its fields (useFormErrors), and what
 * each request says of the visit besides the fields: the page's language
 * and the campaign it came from.
 */
export function useSiteForm<Body>(send: Send<Body>) {
  const locale = useLocale();
  const campaign = useCampaign();
  const submission = useSubmission(send);
  const errors = useFormErrors(submission.state);
  return { locale, campaign, ...submission, ...errors };
}

/**
 * A long form that keeps a draft (estimate, appointment): what useSiteForm
 * gives, with the values typed kept under `key` until they are sent (then
 * dropped) or discarded, a setter per field, and the shops to choose from
 * (empty while they load: `storesLoading`). `opened` is what the form was
 * opened with (useDraft); memoize it, and return the values themselves when
 * it changes nothing.
 */
export function useDraftForm<Values extends object, Body>(key: string, empty: Values, send: Send<Body>, opened?: (values: Values) => Values) {
  const form = useSiteForm(send);
  const [values, setValues, discard] = useDraft<Values>(key, empty, opened);
  // Opened again for something else (another shop) while it stays mounted: applied then too.
  React.useEffect(() => {
    if (opened) setValues(opened);
  }, [opened, setValues]);
  const storeList = useStoreOptions(form.locale);
  const sent = form.state.status === "success";
  React.useEffect(() => {
    if (sent) discard();
  }, [sent, discard]);
  const set = React.useCallback(<K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value })), [setValues]);
  return { ...form, values, setValues, discard, set, stores: storeList ?? [], storesLoading: storeList === null };
}
