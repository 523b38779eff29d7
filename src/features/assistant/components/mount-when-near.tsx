// Renders its children only once they come near the viewport (and keeps them after), with a
// placeholder of about their height before: a long thread opens at its end without parsing the
// Markdown or laying out the tables of every earlier reply first.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function MountWhenNear({ children, estimate = 160 }: { children: ReactNode; estimate?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '1200px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <div
      ref={ref}
      className="assistant-message-placeholder"
      style={{ minHeight: estimate }}
      aria-hidden="true"
    />
  );
}
