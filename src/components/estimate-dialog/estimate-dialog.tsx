import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useAppDispatch, useAppState } from "../../state/app-state";
import * as styles from "./estimate-dialog.module.css";

// The form loads only when a visitor asks for an estimate: it stays out of every page's first bundle.
const EstimateForm = React.lazy(() => import("../estimate-form/estimate-form").then((m) => ({ default: m.EstimateForm })));

/**
 * The estimate request, opened by "open estimate form" (SPEC §7) from a store
 * card or a service page. A modal <dialog>: focus moves in, Escape and the
 * close button close it, focus returns to what opened it; the draft stays.
 */
export function EstimateDialog() {
  const { t } = useTranslation();
  const { estimateForm } = useAppState();
  const dispatch = useAppDispatch();
  const ref = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (estimateForm.active && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!estimateForm.active && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [estimateForm.active]);

  const close = React.useCallback(() => {
    dispatch({ type: "forms/estimate", active: false, slug: estimateForm.slug });
    (opener.current as HTMLElement | null)?.focus?.();
  }, [dispatch, estimateForm.slug]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="estimate-form-title"
      onClose={() => estimateForm.active && close()}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {estimateForm.active && (
        <>
          <button type="button" className={styles.close} onClick={close} aria-label={t("forms:close")}>
            ×
          </button>
          <React.Suspense fallback={<p role="status">{t("forms:loading")}</p>}>
            <EstimateForm storeSlug={estimateForm.slug} onDone={close} />
          </React.Suspense>
        </>
      )}
    </dialog>
  );
}
