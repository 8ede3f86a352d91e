import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './section-tabs.module.css';

export interface Section {
  key: string;
  label: string;
  children: ReactNode;
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs per the WAI-ARIA tabs pattern (arrow keys, Home, End; only the chosen panel is rendered). On a phone the
 * tabs wrap onto two rows rather than scroll out of sight.
 */
export function SectionTabs({
  sections,
  active,
  onChange,
  label,
}: {
  sections: readonly Section[];
  active: string;
  onChange: (key: string) => void;
  label: string;
}) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = sections.find((section) => section.key === active) ?? sections[0]!;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, sections.length);
    onChange(sections[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.sections}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {sections.map((section, index) => {
          const selected = section.key === current.key;
          return (
            <button
              key={section.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${section.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(section.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {section.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`} className={styles.panel}>
        {current.children}
      </div>
    </div>
  );
}
