import { AxiosError, AxiosHeaders } from "axios";

/** The API's refusal (422) of one field, with its message key, as axios rejects it. */
export function validationError(field: string, message: string) {
  const headers = new AxiosHeaders();
  const config = { headers };
  return new AxiosError("Request failed with status code 422", "ERR_BAD_REQUEST", config, null, {
    status: 422,
    statusText: "Unprocessable Entity",
    headers: {},
    config,
    data: { message: "invalid", violations: [{ propertyPath: field, message }] },
  });
}
