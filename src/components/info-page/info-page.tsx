import * as React from "react";
import type { InfoLink, InfoSection } from "../../lib/info-content";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./info-page.module.css";

function LinkItem({ link }: { link: InfoLink }) {
  if (link.route) {
    return (
      <RouteLink route={link.route} className={styles.link}>
        {link.label}
      </RouteLink>
    );
  }
  return (
    <a href={link.href} className={styles.link}>
      {link.label}
    </a>
  );
}

/** The sections of an information page: an h2 each, then paragraphs, list, table and links. */
export function InfoPage({ sections }: { sections: InfoSection[] }) {
  return (
    <div className={styles.content}>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section} aria-labelledby={idOf(section.heading)}>
          <h2 id={idOf(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list.length > 0 && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.table && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{section.table.caption}</caption>
                <thead>
                  <tr>
                    {section.table.headers.map((header) => (
                      <th key={header} scope="col">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row) => (
                    <tr key={row.join("|")}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={index} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={index}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {section.links.length > 0 && (
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <LinkItem link={link} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** A stable id for a heading (for aria-labelledby): letters and digits only. */
export function idOf(heading: string): string {
  return `s-${heading
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
