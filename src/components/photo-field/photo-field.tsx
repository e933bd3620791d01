import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { estimatePhotoUrl } from "../../api-client/estimate";
import { photoProblemMessage, type PhotoProblem } from "../../lib/photos";
import type { PendingPhoto, usePhotoUploads } from "../../hooks/use-photo-uploads";
import { useFieldId } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import * as fieldStyles from "../form-field/form-field.module.css";
import * as styles from "./photo-field.module.css";

interface Props {
  photos: ReturnType<typeof usePhotoUploads>;
  /** Translation key (error:field.*) of the field's error from the form's check or the API. */
  error?: string;
}

/**
 * "Photos of the damage": a file input (on a phone it offers the camera or
 * the gallery), then each photo with its thumbnail, its progress while it is
 * prepared and sent, and a button to remove it. Files refused (not an image,
 * too large, one too many) are named with the reason in the field's
 * announced message area; nothing else of the form changes. A photo the API
 * could not take for the moment stays in the list, said not sent, with a
 * button to send it again, and its reason in the same area.
 */
export function PhotoField({ photos, error }: Props) {
  const { t } = useTranslation();
  const problemText = (problem: PhotoProblem, retryAfterSeconds?: number | null) => {
    const { key, count } = photoProblemMessage(problem, retryAfterSeconds);
    return count === undefined ? t(`error:field.${key}`) : t(`error:field.${key}`, { count });
  };
  const id = useFieldId("photos");
  const hintId = `${id}-hint`;
  const messagesId = `${id}-messages`;
  const { refs, pending, refused, previews } = photos;

  return (
    <fieldset className={formStyles.group}>
      <legend>{t("forms:estimate.photos.legend")}</legend>
      <p id={hintId} className={fieldStyles.hint}>
        {t(photos.full ? "forms:estimate.photos.full" : "forms:estimate.photos.hint")}
      </p>
      {refs.length + pending.length > 0 && (
        <ul className={styles.list} aria-label={t("forms:estimate.photos.listLabel")}>
          {refs.map((ref, index) => (
            <li key={ref.id} className={styles.tile}>
              <img
                className={styles.thumb}
                src={previews[ref.id] ?? estimatePhotoUrl(ref.id)}
                alt={t("forms:estimate.photos.thumbnail", { number: index + 1 })}
                width={80}
                height={80}
                onError={() => photos.expire(ref)}
              />
              <div>
                <p className={styles.name}>{ref.name || t("forms:estimate.photos.thumbnail", { number: index + 1 })}</p>
                <p className={styles.state}>{t("forms:estimate.photos.sent")}</p>
              </div>
              <TileButton onClick={() => photos.remove(ref.id)} label={t("forms:estimate.photos.remove", { name: ref.name })}>
                {t("forms:estimate.photos.removeShort")}
              </TileButton>
            </li>
          ))}
          {pending.map((photo) => (
            <PendingTile key={photo.key} photo={photo} photos={photos} />
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        className={styles.input}
        type="file"
        name="photos"
        accept="image/*"
        multiple
        disabled={photos.full}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId} ${messagesId}`}
        onChange={(event) => {
          const files = event.target.files ? [...event.target.files] : [];
          // Emptied, so picking the same file again (after removing it) is seen.
          event.target.value = "";
          if (files.length) photos.add(files);
        }}
      />
      <label htmlFor={`${id}-input`} className={styles.pick}>
        {t("forms:estimate.photos.add")}
        <span className={styles.optional}>{t("common:form.optional")}</span>
      </label>
      <div id={messagesId} role="alert">
        {error && <p className={fieldStyles.error}>{t(`error:field.${error}`)}</p>}
        {photos.failed.map((photo) => (
          <p key={photo.key} className={fieldStyles.error}>
            {t("forms:estimate.photos.refused", { name: photo.name, message: problemText(photo.problem ?? "photo_upload_failed", photo.retryAfterSeconds) })}
          </p>
        ))}
        {refused.map((r, i) => (
          <p key={`${r.name}-${i}`} className={fieldStyles.error}>
            {t("forms:estimate.photos.refused", { name: r.name, message: problemText(r.problem) })}
          </p>
        ))}
      </div>
    </fieldset>
  );
}

/** A tile's button: its short text shown, its full name (with the photo's) for screen readers. */
function TileButton({ onClick, label, filled = false, children }: { onClick: () => void; label: string; filled?: boolean; children: React.ReactNode }) {
  return (
    <button type="button" className={filled ? `${styles.remove} ${styles.retry}` : styles.remove} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

/**
 * A photo on its way (its progress, and a button to stop it) or not sent for
 * now (said so, with "try again" and "remove").
 */
function PendingTile({ photo, photos }: { photo: PendingPhoto; photos: ReturnType<typeof usePhotoUploads> }) {
  const { t } = useTranslation();
  const failed = photo.status === "failed";
  return (
    <li className={styles.tile} aria-busy={failed ? undefined : "true"}>
      {photo.preview ? <img className={styles.thumb} src={photo.preview} alt="" width={80} height={80} /> : <span className={styles.thumb} />}
      <div>
        <p className={styles.name}>{photo.name}</p>
        {failed ? (
          <p className={styles.failed}>{t("forms:estimate.photos.notSent")}</p>
        ) : (
          <>
            <progress
              className={styles.progress}
              max={1}
              value={photo.status === "uploading" ? photo.progress : undefined}
              aria-label={t("forms:estimate.photos.progress", { name: photo.name })}
            />
            <p className={styles.state}>
              {photo.status === "preparing"
                ? t("forms:estimate.photos.preparing")
                : t("forms:estimate.photos.uploading", { percent: Math.round(photo.progress * 100) })}
            </p>
          </>
        )}
      </div>
      {failed ? (
        <div className={styles.buttons}>
          <TileButton filled onClick={() => photos.retry(photo.key)} label={t("forms:estimate.photos.retry", { name: photo.name })}>
            {t("forms:estimate.photos.retryShort")}
          </TileButton>
          <TileButton onClick={() => photos.cancel(photo.key)} label={t("forms:estimate.photos.remove", { name: photo.name })}>
            {t("forms:estimate.photos.removeShort")}
          </TileButton>
        </div>
      ) : (
        <TileButton onClick={() => photos.cancel(photo.key)} label={t("forms:estimate.photos.stop", { name: photo.name })}>
          {t("forms:estimate.photos.stopShort")}
        </TileButton>
      )}
    </li>
  );
}
