/**
 * The rules of the damage photos of an estimate request, pure: how a picked
 * file is judged before it is resized, the size it is resized to, what a
 * draft may hold of them (ids and names, never the images), and which
 * message an upload failure shows.
 */
import { PHOTO_LIMITS } from "../contract/constants";
import { sniffImageType } from "./image-type";

/**
 * The largest file the browser accepts to resize. Decoding a picture costs
 * about 4 bytes a pixel whatever its file size, so a bigger file (a 100-megapixel
 * or a raw photo) could exhaust a phone's memory. Ordinary phone photos, 2 to
 * 15 MB, are well under it; what is uploaded is the resized copy, under PHOTO_LIMITS.maxBytes.
 */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

/** Keys of error:field.* a photo can get. */
export type PhotoProblem =
  | "not_an_image"
  | "photo_too_large"
  | "too_many_photos"
  | "photo_upload_failed"
  | "photo_rate_limited"
  | "photo_storage_full"
  | "photo_expired"
  | "photo_unavailable"
  | "photos_uploading"
  | "photos_not_sent";

/** A photo already uploaded, as the form's draft keeps it. */
export interface PhotoRef {
  id: string;
  name: string;
}

export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The width and height that fit within `maxSide` on the longest side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_LIMITS.maxLongSide): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What is wrong with a picked file before any decoding, from its size and its first bytes; null when it may be resized. */
export function originalProblem(size: number, head: Uint8Array): PhotoProblem | null {
  if (!sniffImageType(head)) return "not_an_image";
  if (size > MAX_ORIGINAL_BYTES) return "photo_too_large";
  return null;
}

/** The files of one pick that still fit (in order), and the rest, refused as too many. */
export function splitByRoom<T>(picked: readonly T[], taken: number, max: number = PHOTO_LIMITS.maxPhotos): { fit: T[]; over: T[] } {
  const room = Math.max(0, max - taken);
  return { fit: picked.slice(0, room), over: picked.slice(room) };
}

/** The photos a restored draft holds: well-formed references only, at most the limit, no duplicates. */
export function restorePhotoRefs(value: unknown): PhotoRef[] {
  if (!Array.isArray(value)) return [];
  const refs: PhotoRef[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const { id, name } = item as { id?: unknown; name?: unknown };
    if (typeof id !== "string" || !PHOTO_ID_PATTERN.test(id) || refs.some((r) => r.id === id)) continue;
    refs.push({ id, name: typeof name === "string" ? name.slice(0, 200) : "" });
    if (refs.length === PHOTO_LIMITS.maxPhotos) break;
  }
  return refs;
}

/**
 * Why an upload failed: the API's verdict on the file when it gave one (the
 * photo is refused), else a failure of the moment, after which the photo is
 * kept to be sent again: no room for photos now (507), too many uploads for
 * now (429), or the connection or the server.
 */
export function uploadProblem(error: { status: number | null; fields: Record<string, string> }): PhotoProblem {
  if (error.status === 413) return "photo_too_large";
  if (error.status === 507) return "photo_storage_full";
  if (error.status === 429) return "photo_rate_limited";
  const verdict = error.fields.file;
  if (verdict === "not_an_image" || verdict === "photo_too_large") return verdict;
  return "photo_upload_failed";
}

/** Whether a photo that failed so can be sent again as it is (the file itself was not refused). */
export function canRetry(problem: PhotoProblem): boolean {
  return problem === "photo_upload_failed" || problem === "photo_rate_limited" || problem === "photo_storage_full";
}

/**
 * The message of a photo's problem, as a key of error:field.* and its count:
 * after a 429 that said when, "try again in N minutes".
 */
export function photoProblemMessage(problem: PhotoProblem, retryAfterSeconds: number | null = null): { key: string; count?: number } {
  if (problem === "photo_rate_limited" && retryAfterSeconds !== null)
    return { key: "photo_rate_limited_minutes", count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
  return { key: problem };
}
