import * as React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import { useMounted } from "../hooks/use-mounted";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { LazyPart } from "../components/lazy-part/lazy-part";

// The page's styles inline with the template's: the form's fields appear once its code has loaded.
import "../components/form-field/form-field.module.css";
import "../components/form-status/form-status.module.css";

// The form, the HTTP client and the contract's schemas load with this page only, after it runs.
const QuoteForm = React.lazy(() => import("../components/quote-form/quote-form").then((m) => ({ default: m.QuoteForm })));

/** What the page says of the quote, written in the built HTML whatever the form's state. */
const HOW_STEPS = ["vehicle", "glass", "place", "number"] as const;

/**
 * quote: the instant quote. Its form depends on the visitor's draft and the
 * API's lists, so it is rendered in the browser only; the built HTML holds
 * the title, the introduction and a loading message in its place.
 */
export default function QuotePage({ pageContext }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t("pages:quote.title")} intro={t("pages:quote.intro")}>
        <QuoteFormOnceRunning />
        <section aria-labelledby="quote-how">
          <h2 id="quote-how">{t("pages:quote.how.title")}</h2>
          <ol>
            {HOW_STEPS.map((step) => (
              <li key={step}>{t(`pages:quote.how.${step}`)}</li>
            ))}
          </ol>
          <p>{t("pages:quote.how.note")}</p>
        </section>
      </PageShell>
    </Layout>
  );
}

/**
 * The form once the page runs, the loading message before. Its own component, inside the
 * layout's main part: the change happens once that part has hydrated, never above a part
 * still hydrating (which React would throw away and render again, its error #421).
 */
function QuoteFormOnceRunning() {
  const { t } = useTranslation();
  const mounted = useMounted();
  const loading = <p role="status">{t("quote:loading")}</p>;
  return mounted ? (
    <LazyPart fallback={loading}>
      <QuoteForm />
    </LazyPart>
  ) : (
    loading
  );
}

export const Head = RouteHead;
