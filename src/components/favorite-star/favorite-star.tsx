import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import * as styles from "./favorite-star.module.css";

export interface FavoriteStarProps {
  name: string;
  /** The store's slug: names the tooltip's id, the same in the static HTML and the browser. */
  slug: string;
  active: boolean;
  onToggle: () => void;
}

/**
 * A toggle button with an accessible name on every screen and a tooltip above
 * 769 px, beside the star (never over the shop's name), shown while the star
 * is hovered or focused, itself hoverable, and dismissed by Escape until the
 * pointer and the focus have both left.
 */
export function FavoriteStar({ name, slug, active, onToggle }: FavoriteStarProps) {
  const { t } = useTranslation();
  const tooltipId = `favorite-tip-${slug}`;
  const label = active ? t("stores:card.favoriteRemove", { name }) : t("stores:card.favoriteAdd", { name });
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const [dismissed, setDismissed] = React.useState(false);
  const shown = hovered || focused;

  React.useEffect(() => {
    if (!shown) {
      setDismissed(false);
      return;
    }
    if (dismissed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown, dismissed]);

  return (
    <span
      className={styles.wrapper}
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <button
        type="button"
        className={styles.star}
        aria-pressed={active}
        aria-label={label}
        aria-describedby={tooltipId}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={active ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span id={tooltipId} role="tooltip" className={styles.tooltip}>
        {active ? t("stores:card.favoriteTooltipRemove") : t("stores:card.favoriteTooltipAdd")}
      </span>
    </span>
  );
}
