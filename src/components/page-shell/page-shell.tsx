import * as React from "react";
import { Breadcrumbs, type Crumb } from "../breadcrumbs/breadcrumbs";
import * as styles from "./page-shell.module.css";

export interface PageShellProps {
  title: string;
  intro?: string;
  crumbs?: Crumb[];
  children?: React.ReactNode;
}

/** A content page: breadcrumbs, the one h1, an introduction, then the content. */
export function PageShell({ title, intro, crumbs, children }: PageShellProps) {
  return (
    <div className="container">
      {crumbs && <Breadcrumbs crumbs={crumbs} />}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
