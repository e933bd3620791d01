import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { PostOptions, SubmitResult } from "../../api-client/client";
import { visitorErrorText } from "../../api-client/errors";
import { useSubmission } from "../../hooks/use-submission";
import { useCampaign } from "../../hooks/use-campaign";
import { useLocale } from "../../hooks/use-locale";
import { useMounted } from "../../hooks/use-mounted";
import type { FieldErrors } from "../../lib/form-errors";
import * as styles from "./newsletter-form.module.css";

type Sending = typeof import("./newsletter-sending");
let sending: Promise<Sending> | null = null;
/** Loads the check and the call once, when the visitor reaches the form (a failed load may be tried again). */
function loadSending(): Promise<Sending> {
  sending ??= import("./newsletter-sending").catch((error: unknown) => {
    sending = null;
    throw error;
  });
  return sending;
}
const send = (body: Parameters<Sending["subscribeToNewsletter"]>[0], options: PostOptions): Promise<SubmitResult> =>
  loadSending().then(({ subscribeToNewsletter }) => subscribeToNewsletter(body, options));
const preload = () => void loadSending().catch(() => undefined);

/** Newsletter sign-up (footer): e-mail and consent, validated with the contract, sent once. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const campaign = useCampaign();
  const [email, setEmail] = React.useState("");
  const [consent, setConsent] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const { state, submit } = useSubmission(send);
  const [loadFailed, setLoadFailed] = React.useState(false);
  const mounted = useMounted();
  const emailRef = React.useRef<HTMLInputElement>(null);
  const consentRef = React.useRef<HTMLInputElement>(null);
  // One newsletter form per page (the footer's): fixed ids, the same in the static HTML and the browser.
  const id = "newsletter";

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    loadSending().then(
      ({ validate, newsletterSubscriberSchema }) => {
        setLoadFailed(false);
        const checked = validate(newsletterSubscriberSchema, { email, consent: consent || undefined, locale, utm: campaign });
        if (!checked.ok) {
          setErrors(checked.errors);
          (checked.errors.email ? emailRef : consentRef).current?.focus();
          return;
        }
        setErrors({});
        void submit(checked.data);
      },
      () => setLoadFailed(true),
    );
  };

  const serverFields = state.status === "error" ? state.error.fields : {};
  const emailError = errors.email ?? serverFields.email;
  const consentError = errors.consent ?? serverFields.consent;

  if (state.status === "success") {
    return (
      <p className={styles.success} role="status">
        {t("common:newsletter.success", { email })}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={preload} onPointerEnter={preload} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("common:newsletter.title")}
      </h2>
      <p className={styles.intro}>{t("common:newsletter.intro")}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t("common:newsletter.email")}</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError && (
          <p id={`${id}-email-error`} className={styles.error}>
            {t(`error:field.${emailError}`)}
          </p>
        )}
      </div>
      <div className={styles.check}>
        <input
          ref={consentRef}
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
        />
        <label htmlFor={`${id}-consent`}>{t("common:newsletter.consent")}</label>
      </div>
      {consentError && (
        <p id={`${id}-consent-error`} className={styles.error}>
          {t(`error:field.${consentError}`)}
        </p>
      )}
      {/* Disabled in the static HTML: sent before the page runs, the e-mail would go out in the URL. */}
      <button className={styles.submit} type="submit" disabled={state.status === "submitting" || !mounted} aria-busy={state.status === "submitting"}>
        {state.status === "submitting" ? t("common:newsletter.submitting") : t("common:newsletter.submit")}
      </button>
      {(state.status === "error" || loadFailed) && (
        <p className={styles.error} role="alert">
          {state.status === "error" ? visitorErrorText(t, state.error) : t("error:api.network")}
        </p>
      )}
    </form>
  );
}
