// While the page is idle, the thread's replies that are not in view yet are parsed ahead (newest
// first, the way the user scrolls), a slice of idle time at a time: scrolling then mounts them from
// the cache instead of parsing Markdown in the middle of a frame.
import { useEffect } from 'react';
import type { Message } from '@/api/schemas/assistant';
import { splitMarkdownBlocks } from '../lib/markdown-blocks';
import { useMarkdownModule } from '../parts/markdown-loader';

/** Leave this much of an idle period unused (ms): input that arrives then is not kept waiting. */
const MARGIN_MS = 3;
/** At most this much work per idle callback (ms), however long the idle period: never a long task. */
const SLICE_MS = 10;

export function usePrepareMarkdown(messages: readonly Message[]): void {
  const markdown = useMarkdownModule();
  useEffect(() => {
    if (!markdown || typeof requestIdleCallback === 'undefined') return undefined;
    const blocks: string[] = [];
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i]!;
      if (message.role !== 'ASSISTANT') continue;
      // Block by block (a long reply is several), so no slice of work outlasts an idle period by much.
      for (const part of message.content.parts)
        if (part.type === 'text' && part.text) blocks.push(...splitMarkdownBlocks(part.text));
    }
    let next = 0;
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      const until = performance.now() + SLICE_MS;
      while (next < blocks.length && deadline.timeRemaining() > MARGIN_MS && performance.now() < until) {
        const block = blocks[next++]!;
        if (!markdown.isMarkdownPrepared(block)) markdown.prepareMarkdown(block);
      }
      if (next < blocks.length) handle = requestIdleCallback(work);
    };
    handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }, [markdown, messages]);
}
