/**
 * What an estimate request adds to its form: the insurers a claim can name,
 * and the damage photos, uploaded one by one before the request lists them.
 */
import { estimatePhotoSchema, insurerSchema, type EstimatePhoto, type Insurer } from "../contract";
import { apiUrl } from "../config/api-base";
import { apiClient, getList, parseResponse, segment, type CallOptions, type QueryParams } from "./client";

/** GET /insurers. */
export const getInsurers = (params?: QueryParams, options?: CallOptions): Promise<Insurer[]> =>
  getList(insurerSchema, "/insurers", { itemsPerPage: 100, ...params }, options);

/**
 * POST /estimate_photos: one image as multipart/form-data (part "file"),
 * reporting the share sent (0 to 1) as it goes.
 */
export async function uploadEstimatePhoto(
  image: Blob,
  fileName: string,
  options: CallOptions & { onProgress?: (share: number) => void } = {},
): Promise<EstimatePhoto> {
  const form = new FormData();
  form.append("file", image, fileName);
  const response = await apiClient.post<unknown>("/estimate_photos", form, {
    signal: options.signal,
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) options.onProgress?.(Math.min(1, share));
    },
  });
  return parseResponse(estimatePhotoSchema, response.data, "/estimate_photos");
}

/** DELETE /estimate_photos/{id}: a photo removed before the request is sent. */
export async function deleteEstimatePhoto(id: string): Promise<void> {
  await apiClient.delete(`/estimate_photos/${segment(id)}`);
}

/** Where a pending photo can be seen again (its thumbnail after the form is reloaded). */
export function estimatePhotoUrl(id: string): string {
  return apiUrl(`/estimate_photos/${segment(id)}`);
}
