import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import * as styles from "./form-field.module.css";
import * as statusStyles from "../form-status/form-status.module.css";

interface BaseProps {
  /** Field name, also the key of its error in the errors map. */
  name: string;
  label: string;
  /** Translation key of error:field.* for this field, if any. */
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * The form a field belongs to: its name prefixes the field ids ("franchise-phone",
 * "franchise-phone-hint"). Ids come from names rather than React's useId, whose
 * values depend on render order: a form the browser renders later than the build
 * did (a lazily loaded one) would otherwise get other ids than its static HTML.
 */
const FieldIdScope = React.createContext("field");

type FieldFormProps = React.FormHTMLAttributes<HTMLFormElement> & {
  /** The form's name, unique on the page: prefixes the ids of its fields. */
  fieldIds: string;
  /** The form's heading, above its fields; it names the form (`{fieldIds}-form-title`). */
  title?: string;
};

/** A <form> whose fields take their ids from its name, checked by the site rather than the browser (noValidate). */
export const FieldForm = React.forwardRef<HTMLFormElement, FieldFormProps>(function FieldForm({ fieldIds, title, children, ...rest }, ref) {
  const titleId = `${fieldIds}-form-title`;
  return (
    <FieldIdScope.Provider value={fieldIds}>
      <form ref={ref} noValidate aria-labelledby={title ? titleId : undefined} {...rest}>
        {title && (
          <h2 id={titleId} className={statusStyles.title}>
            {title}
          </h2>
        )}
        {children}
      </form>
    </FieldIdScope.Provider>
  );
});

/**
 * What ties a text or select field to its form: `bind(name)` gives its name,
 * the value the form holds, the change that sets it and its error, to spread
 * into TextField or SelectField beside the label and the rest.
 */
export function fieldBinder<Name extends string>(
  values: Record<Name, string>,
  onChange: (name: Name, value: string) => void,
  fieldError: (name: Name) => string | undefined,
) {
  return (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: fieldError(name),
  });
}

/** The id of a field named `name` in its FieldForm (for controls laid out by hand: a radio group, a file picker). */
export function useFieldId(name: string): string {
  return `${React.useContext(FieldIdScope)}-${name}`;
}

function useDescribedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return ids || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {t(`error:field.${error}`)}
        </p>
      )}
    </>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? null : <span className={styles.optional}> {t("common:form.optional")}</span>}
    </label>
  );
}

interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label, control, hint and error of one field; the control gets its id and aria attributes. */
function Field({ name, label, error, hint, required, children }: BaseProps & { children: (control: ControlProps) => React.ReactNode }) {
  const id = useFieldId(name);
  const describedBy = useDescribedBy(id, error, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      {children({ id, name, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type InputProps = BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "required">;

/** A labelled text input with its hint and translated error (aria-invalid, aria-describedby). */
export const TextField = React.forwardRef<HTMLInputElement, InputProps>(function TextField({ name, label, error, hint, required, ...rest }, ref) {
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => <input ref={ref} className={styles.input} {...control} {...rest} />}
    </Field>
  );
});

type TextAreaProps = BaseProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "required">;

export const TextAreaField = React.forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ name, label, error, hint, required, ...rest }, ref) {
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea ref={ref} rows={4} className={styles.input} {...control} {...rest} />}
    </Field>
  );
});

type SelectProps = BaseProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "required"> & { options: { value: string; label: string }[] };

export const SelectField = React.forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { name, label, error, hint, required, options, ...rest },
  ref,
) {
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select ref={ref} className={styles.input} {...control} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

type CheckboxProps = BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "required" | "type">;

/** A checkbox with its label beside it (no "optional" mark: its label says what checking it means). */
export const CheckboxField = React.forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField({ name, label, error, hint, required, ...rest }, ref) {
  const id = useFieldId(name);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={useDescribedBy(id, error, hint)}
          {...rest}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
});
