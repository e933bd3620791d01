import * as React from "react";
import { PHOTO_LIMITS } from "../contract/constants";
import { deleteEstimatePhoto, uploadEstimatePhoto } from "../api-client/estimate";
import { toVisitorError } from "../api-client/errors";
import { SNIFF_BYTES } from "../lib/image-type";
import { canRetry, originalProblem, restorePhotoRefs, splitByRoom, uploadProblem, type PhotoProblem, type PhotoRef } from "../lib/photos";
import { prepareImage } from "../components/photo-field/resize-image";

/** A photo on its way: being resized, then uploaded; or not sent for now (kept, to be sent again). */
export interface PendingPhoto {
  key: string;
  name: string;
  status: "preparing" | "uploading" | "failed";
  /** Share uploaded, 0 to 1. */
  progress: number;
  preview: string | null;
  /** Why it is not sent (status "failed"). */
  problem?: PhotoProblem;
  /** After a 429: the seconds the API asked to wait, when it said. */
  retryAfterSeconds?: number | null;
}

/** A resized photo ready to be sent, kept in memory (never in the draft) until it is sent or removed. */
interface PreparedPhoto {
  blob: Blob;
  fileName: string;
  preview: string;
}

export interface RefusedPhoto {
  name: string;
  problem: PhotoProblem;
}

type RefsUpdate = (update: (refs: PhotoRef[]) => PhotoRef[]) => void;

let counter = 0;

/** The first bytes of a file (FileReader: every browser has it). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/**
 * The damage photos of the estimate form. Each picked file is judged by its
 * first bytes and size, resized, then uploaded at once (POST
 * /estimate_photos) with its progress; an uploaded photo's id and name go
 * into the form's values (and so into its draft: references, never images),
 * through `update`. An upload that fails for the moment (too many uploads,
 * the connection, the server) keeps the photo, said not sent, to be sent
 * again with `retry`. Removing a photo deletes it from the API too; a photo
 * still being prepared or sent, or not sent, is dropped when the form closes.
 */
export function usePhotoUploads(saved: unknown, update: RefsUpdate) {
  const refs = React.useMemo(() => restorePhotoRefs(saved), [saved]);
  const [pending, setPending] = React.useState<PendingPhoto[]>([]);
  const [refused, setRefused] = React.useState<RefusedPhoto[]>([]);
  /** Thumbnails drawn in this visit, by photo id (after a reload, the API serves them). */
  const [previews, setPreviews] = React.useState<Record<string, string>>({});
  const controllers = React.useRef(new Map<string, AbortController>());
  const prepared = React.useRef(new Map<string, PreparedPhoto>());
  const taken = refs.length + pending.length;

  React.useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<PendingPhoto>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: string) => {
    controllers.current.delete(key);
    prepared.current.delete(key);
    setPending((list) => list.filter((p) => p.key !== key));
  };
  const refuse = (key: string, name: string, problem: PhotoProblem) => {
    drop(key);
    setRefused((list) => [...list, { name, problem }]);
  };

  async function upload(key: string, name: string, photo: PreparedPhoto, signal: AbortSignal): Promise<void> {
    patch(key, { status: "uploading", progress: 0, preview: photo.preview, problem: undefined, retryAfterSeconds: null });
    try {
      const sent = await uploadEstimatePhoto(photo.blob, photo.fileName, { signal, onProgress: (share) => patch(key, { progress: share }) });
      setPreviews((all) => ({ ...all, [sent.id]: photo.preview }));
      update((list) => [...restorePhotoRefs(list), { id: sent.id, name }]);
      drop(key);
    } catch (error) {
      if (signal.aborted) return;
      const visitorError = toVisitorError(error);
      const problem = uploadProblem(visitorError);
      if (!canRetry(problem)) return refuse(key, name, problem);
      controllers.current.delete(key);
      patch(key, { status: "failed", problem, retryAfterSeconds: visitorError.retryAfterSeconds });
    }
  }

  async function send(file: File, key: string, signal: AbortSignal): Promise<void> {
    const problem = originalProblem(file.size, await readHead(file).catch(() => new Uint8Array()));
    if (problem) return refuse(key, file.name, problem);
    let image;
    try {
      image = await prepareImage(file);
    } catch {
      return refuse(key, file.name, "not_an_image");
    }
    if (signal.aborted) return;
    const base = file.name.replace(/\.[^.]*$/, "") || "photo";
    const photo = { blob: image.blob, fileName: `${base}.${image.type === "image/webp" ? "webp" : "jpg"}`, preview: image.preview };
    prepared.current.set(key, photo);
    await upload(key, file.name, photo, signal);
  }

  const add = (files: Iterable<File>) => {
    const { fit, over } = splitByRoom([...files], taken);
    setRefused(over.map((file) => ({ name: file.name, problem: "too_many_photos" as const })));
    for (const file of fit) {
      const key = `photo-${++counter}`;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setPending((list) => [...list, { key, name: file.name, status: "preparing", progress: 0, preview: null }]);
      void send(file, key, controller.signal);
    }
  };

  /** Removes an uploaded photo (deleted from the API at once; if that fails, it expires there). */
  const remove = (id: string) => {
    update((list) => restorePhotoRefs(list).filter((r) => r.id !== id));
    deleteEstimatePhoto(id).catch(() => undefined);
  };

  /** Stops a photo on its way, or drops one not sent. */
  const cancel = (key: string) => {
    controllers.current.get(key)?.abort();
    drop(key);
  };

  /** Sends again a photo whose upload failed for the moment. */
  const retry = (key: string) => {
    const photo = prepared.current.get(key);
    const name = pending.find((p) => p.key === key)?.name;
    if (!photo || name === undefined) return;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    void upload(key, name, photo, controller.signal);
  };

  /** A photo whose image the API no longer has (it waited too long): dropped, and the visitor told. */
  const expire = (ref: PhotoRef) => {
    update((list) => restorePhotoRefs(list).filter((r) => r.id !== ref.id));
    setRefused((list) => [...list, { name: ref.name, problem: "photo_expired" }]);
  };

  /** Everything dropped (the form is cleared): uploads stopped, uploaded photos deleted. */
  const clear = () => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    prepared.current.clear();
    setPending([]);
    setRefused([]);
    refs.forEach((r) => deleteEstimatePhoto(r.id).catch(() => undefined));
  };

  const failed = pending.filter((p) => p.status === "failed");
  return {
    refs,
    pending,
    refused,
    previews,
    /** Photos being prepared or sent: the request waits for them. */
    busy: pending.length > failed.length,
    /** Photos not sent for now: the request is not sent without them (send again or remove). */
    failed,
    full: taken >= PHOTO_LIMITS.maxPhotos,
    add,
    remove,
    cancel,
    retry,
    expire,
    clear,
  };
}
