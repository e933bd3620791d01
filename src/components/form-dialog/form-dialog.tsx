import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { TranslationBundle } from "../translation-bundle/translation-bundle";
import * as styles from "./form-dialog.module.css";

/**
 * The modal <dialog> of a long form (estimate, appointment) opened by an
<<<<<<< HEAD
 * "open … form" action of the app state: focus moves in, Escape and the close button
 * close it, focus returns to what opened it. The form is rendered only while
 * open; its draft lives in sessionStorage, so closing loses nothing.
=======
 * "open … form" action: focus moves in, Escape and the close button
 * close it, focus returns to what opened it. The form, and its texts, load
 * only when it opens; its draft lives in sessionStorage, so closing loses nothing.
>>>>>>> main
 */
export function FormDialog({
  active,
  onClose,
  labelledBy,
  children,
}: {
  active: boolean;
  onClose: () => void;
  /** Id of the form's heading, the dialog's accessible name. */
  labelledBy: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const ref = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (active && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!active && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [active]);

  const close = React.useCallback(() => {
    onClose();
    (opener.current as HTMLElement | null)?.focus?.();
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      onClose={() => active && close()}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {active && (
        <>
          <button type="button" className={styles.close} onClick={close} aria-label={t("common:form.close")}>
            ×
          </button>
          <React.Suspense fallback={<p role="status">{t("common:form.loading")}</p>}>
            <TranslationBundle ns="forms">{children}</TranslationBundle>
          </React.Suspense>
        </>
      )}
    </dialog>
  );
}
