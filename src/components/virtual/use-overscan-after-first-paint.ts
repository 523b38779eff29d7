// A virtualized list's first paint needs only the rows in view: the rows kept mounted just outside
// it (for a scroll) are added once that paint is done, in a task of their own. Returns the overscan
// to give the virtualizer: 0 until the frame after mount, then `overscan`.
import { useEffect, useState } from 'react';

export function useOverscanAfterFirstPaint(overscan: number): number {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? overscan : 0;
}
