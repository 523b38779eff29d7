// The assistant's thinking: open with a live "Thinking…" line while the reply runs, then collapsed
// to "Thought for N s · K steps" (the user can still open it).
import { useState } from 'react';

export function ThinkingPart({
  thoughts,
  running,
  seconds,
}: {
  thoughts: readonly string[];
  running: boolean;
  seconds: number;
}) {
  const [open, setOpen] = useState(running);
  // Opens while running, collapses when the reply ends (adjusted during render, not in an effect).
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    setWasRunning(running);
    setOpen(running);
  }
  const steps = `${thoughts.length} step${thoughts.length === 1 ? '' : 's'}`;
  return (
    <details
      className="assistant-thinking"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary aria-live={running ? 'polite' : undefined}>
        {running ? `Thinking… ${thoughts[thoughts.length - 1] ?? ''}` : `Thought for ${seconds} s · ${steps}`}
      </summary>
      <ol>
        {thoughts.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ol>
    </details>
  );
}
