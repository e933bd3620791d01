import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useAppDispatch, useAppState } from "../../state/app-state";
import { TranslationBundle } from "../translation-bundle/translation-bundle";
import { LazyPart } from "../lazy-part/lazy-part";
import * as styles from "./form-dialog.module.css";

/**
 * The modal <dialog> of a long form (estimate, appointment) opened by an
 * "open … form" action of the app state: focus moves in, Escape and the close
 * button close it, focus returns to what opened it. The form, and its texts,
 * load only when it opens; its draft lives in sessionStorage, so closing
 * loses nothing.
 */
export function FormDialog({
  active,
  onClose,
  labelledBy,
  label,
  children,
}: {
  active: boolean;
  onClose: () => void;
  /** Id of the form's heading, the dialog's accessible name. */
  labelledBy: string;
  /** Its name while the form has no heading yet (loading) or cannot load: from texts every page has. */
  label: string;
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
      aria-label={label}
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
          <LazyPart fallback={<p role="status">{t("common:form.loading")}</p>}>
            <TranslationBundle ns="forms">{children}</TranslationBundle>
          </LazyPart>
        </>
      )}
    </dialog>
  );
}

/** A form a store's card or a service page opens for a shop (or none): its component takes the shop and what closes it. */
type StoreForm = React.ComponentType<{ storeSlug: string | null; onDone?: () => void }>;

/**
 * The dialog of the estimate or appointment form: open while the app state's
 * request for it is, with the shop it names; closing it clears the request.
 */
export function StoreFormDialog({ form, Form }: { form: "estimate" | "appointment"; Form: StoreForm }) {
  const { t } = useTranslation();
  const request = useAppState()[form === "estimate" ? "estimateForm" : "appointmentForm"];
  const dispatch = useAppDispatch();
  const close = React.useCallback(() => dispatch({ type: `forms/${form}`, active: false, slug: request.slug }), [dispatch, form, request.slug]);
  return (
    <FormDialog active={request.active} onClose={close} labelledBy={`${form}-form-title`} label={t(`common:form.${form}Dialog`)}>
      <Form storeSlug={request.slug} onDone={close} />
    </FormDialog>
  );
}
