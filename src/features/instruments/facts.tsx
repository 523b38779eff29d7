// A definition list of label → value pairs in the app's facts grid.
import type { ReactNode } from 'react';

export function Facts({
  rows,
  label,
  className,
}: {
  rows: Array<[string, ReactNode]>;
  label?: string;
  className?: string;
}) {
  return (
    <dl className={`facts${className ? ` ${className}` : ''}`} aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
