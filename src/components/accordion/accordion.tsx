import * as React from "react";
import * as styles from "./accordion.module.css";

export interface AccordionItem {
  title: string;
  /** Sanitized HTML. */
  content: string;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the buttons. */
  headingLevel?: 2 | 3;
}

/**
 * The WAI-ARIA accordion pattern with one item open at a time: each header is
 * a button (aria-expanded, aria-controls) in a heading; opening one closes the
 * other; Up/Down/Home/End move between headers. The panels are in the static
 * HTML (hidden), so their text is indexable and works before hydration.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = React.useState<number | null>(null);
  // One accordion per page (a service's questions): fixed ids, the same in the static HTML and the browser.
  const baseId = "accordion";
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
              dangerouslySetInnerHTML={{ __html: item.content }}
            />
          </div>
        );
      })}
    </div>
  );
}
