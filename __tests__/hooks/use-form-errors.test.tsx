import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { z } from "zod";
import { useFormErrors } from "../../src/hooks/use-form-errors";
import type { SubmissionState } from "../../src/hooks/use-submission";

const schema = z.object({ name: z.string().min(1, "required"), email: z.email("invalid_email") });

let checked: unknown = "not yet";
function Form({ state }: { state: SubmissionState }) {
  const { formRef, check, fieldError } = useFormErrors(state);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        checked = check(schema, {
          name: (form.elements.namedItem("name") as HTMLInputElement).value,
          email: (form.elements.namedItem("email") as HTMLInputElement).value,
        });
      }}
    >
      {(["name", "email"] as const).map((name) => (
        <label key={name}>
          {name}
          <input name={name} defaultValue={name === "name" ? "Léa" : ""} aria-invalid={fieldError(name) ? true : undefined} />
          <output>{fieldError(name) ?? ""}</output>
        </label>
      ))}
      <button type="submit">send</button>
    </form>
  );
}

const serverSaid = (fields: Record<string, string>): SubmissionState => ({
  status: "error",
  error: { kind: "validation", status: 422, message: "Invalid data", fields, key: "api.validation", retryAfterSeconds: null },
});

describe("useFormErrors", () => {
  it("shows the contract's errors, returns null and puts the focus on the first invalid field", async () => {
    render(<Form state={{ status: "idle" }} />);
    act(() => screen.getByRole("button", { name: "send" }).click());
    expect(checked).toBeNull();
    expect(screen.getByRole("textbox", { name: /email/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /name/ })).not.toHaveAttribute("aria-invalid");
    // Once React has rendered the errors.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /email/ })));
  });

  it("returns the parsed values and clears the errors once they are valid", () => {
    render(<Form state={{ status: "idle" }} />);
    act(() => screen.getByRole("button", { name: "send" }).click());
    act(() => {
      screen.getByRole<HTMLInputElement>("textbox", { name: /email/ }).value = "lea@exemple.ca";
      screen.getByRole("button", { name: "send" }).click();
    });
    expect(checked).toEqual({ name: "Léa", email: "lea@exemple.ca" });
    expect(screen.getByRole("textbox", { name: /email/ })).not.toHaveAttribute("aria-invalid");
  });

  it("shows the API's field errors and moves the focus to the first of them", () => {
    const { rerender } = render(<Form state={{ status: "submitting" }} />);
    rerender(<Form state={serverSaid({ name: "too_long" })} />);
    expect(screen.getByRole("textbox", { name: /name/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("too_long");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /name/ }));
  });
});
