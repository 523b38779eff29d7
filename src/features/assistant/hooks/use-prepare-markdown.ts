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

type MarkdownModule = NonNullable<ReturnType<typeof useMarkdownModule>>;

/**
 * Parses the text of `messages`' replies (newest first, at most `replies` of them) while the page is
 * idle, SLICE_MS at a time; returns how to stop. Without idle callbacks (jsdom) it does nothing.
 */
export function prepareRepliesWhileIdle(
  markdown: MarkdownModule,
  messages: readonly Message[],
  replies = Infinity,
): () => void {
  if (typeof requestIdleCallback === 'undefined') return () => {};
  const blocks: string[] = [];
  let taken = 0;
  for (let i = messages.length - 1; i >= 0 && taken < replies; i--) {
    const message = messages[i]!;
    if (message.role !== 'ASSISTANT') continue;
    taken++;
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
}

export function usePrepareMarkdown(messages: readonly Message[]): void {
  const markdown = useMarkdownModule();
  useEffect(() => (markdown ? prepareRepliesWhileIdle(markdown, messages) : undefined), [markdown, messages]);
}
