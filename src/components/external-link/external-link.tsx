import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";

/** A link to another site, opened in a new window, which it tells screen readers (common:footer.newWindow). */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("common:footer.newWindow")}</span>
    </a>
  );
}
