import * as React from "react";
import * as styles from "./logo.module.css";

/** The Uniglass word mark (decorative: the surrounding link carries the name). */
export function UniglassLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 180 40" width="180" height="40" aria-hidden="true" focusable="false">
      <path className={styles.mark} d="M4 8h10v16a6 6 0 0 0 12 0V8h10v16a16 16 0 0 1-32 0z" fill="#0057b8" />
      <path d="M30 4l6 0-10 12z" fill="#ffc72c" />
      <text className={styles.word} x="44" y="28" fontFamily="system-ui, Arial, sans-serif" fontSize="22" fontWeight="700" fill="#0b2545">
        Uniglass
      </text>
    </svg>
  );
}

/** The Ziebart word mark, for the protection sub-brand's shops. */
export function ZiebartLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 150 40" width="150" height="40" aria-hidden="true" focusable="false">
      <rect x="0" y="6" width="150" height="28" rx="4" fill="#c8102e" />
      <text x="75" y="27" textAnchor="middle" fontFamily="system-ui, Arial, sans-serif" fontSize="20" fontWeight="800" fill="#ffffff" letterSpacing="2">
        ZIEBART
      </text>
    </svg>
  );
}
