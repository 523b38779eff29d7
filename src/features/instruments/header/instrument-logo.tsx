// The company logo, only from an https URL (anything else, or a failed load, shows initials).
import { useState } from 'react';

export const isHttpsUrl = (url: string | null | undefined): url is string => {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

export function initialsOf(name: string | null | undefined, symbol: string): string {
  const words = (name ?? '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(inc|corp|co|ltd|plc|the|class|[a-z])$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.length > 0 ? letters.join('') : symbol.slice(0, 2);
}

export function InstrumentLogo({
  url,
  name,
  symbol,
}: {
  url?: string | null;
  name?: string | null;
  symbol: string;
}) {
  const [failed, setFailed] = useState(false);
  if (isHttpsUrl(url) && !failed)
    return (
      <img
        className="instrument-logo"
        src={url}
        alt={`${name ?? symbol} logo`}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="instrument-logo instrument-initials" aria-hidden="true">
      {initialsOf(name, symbol)}
    </span>
  );
}
