import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { ChunkFailureBoundary } from "../chunk-failure-boundary/chunk-failure-boundary";
import * as styles from "./lazy-part.module.css";

/**
 * A part of the page whose code (or texts) loads only when it appears: a
 * dialog's form, a map, the finder. `fallback` shows while it loads. If that
 * load fails, the page loads again in full (a deploy replaced the files); if
 * it fails again right after, the part's place says so and offers to reload,
 * and the rest of the page stays as it was.
 */
export function LazyPart({ fallback = null, children }: { fallback?: React.ReactNode; children: React.ReactNode }) {
  return (
    <ChunkFailureBoundary unavailable={<PartUnavailable />}>
      <React.Suspense fallback={fallback}>{children}</React.Suspense>
    </ChunkFailureBoundary>
  );
}

function PartUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.unavailable}>
      <p>{t("error:part.unavailable")}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t("error:part.reload")}
      </button>
    </div>
  );
}
