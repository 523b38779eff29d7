// The panel switcher: a tab list whose selection lives in the URL (?tab=), arrow keys move along it.
import { Link } from '@tanstack/react-router';
import type { InstrumentTab } from './lib/instrument-search-params';

export const TAB_LABELS: Record<InstrumentTab, string> = {
  chart: 'Chart',
  overview: 'Overview',
  financials: 'Financials',
  analysts: 'Analysts',
  events: 'Events',
  news: 'News',
  options: 'Options',
};

export function InstrumentTabs({
  tabs,
  current,
  instrument,
  onIntent,
}: {
  tabs: readonly InstrumentTab[];
  current: InstrumentTab;
  instrument: string;
  /** The pointer or the focus is on a tab: its code can start loading before the click. */
  onIntent?: (tab: InstrumentTab) => void;
}) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[(index + (event.key === 'ArrowRight' ? 1 : -1) + links.length) % links.length];
    next?.focus();
    next?.click();
  };
  return (
    <nav
      className="link-tabs instrument-tabs"
      role="tablist"
      aria-label="Instrument panels"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <Link
          key={tab}
          role="tab"
          aria-selected={tab === current}
          tabIndex={tab === current ? 0 : -1}
          to="/instruments/$instrument"
          params={{ instrument }}
          search={(prev) => ({ ...prev, tab })}
          className={tab === current ? 'active' : undefined}
          onPointerEnter={() => onIntent?.(tab)}
          onFocus={() => onIntent?.(tab)}
        >
          {TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
