// An assistant text part: Markdown with GFM (tables, lists, emphasis, code, links), never raw HTML.
// Links pass the link policy (in-app paths navigate inside the app, http(s)/mailto open a new tab,
// anything else is plain text); images load only when https and only after a click. A long text
// renders in blocks (lib/markdown-blocks): its first blocks at once, the rest a few at a time in
// transitions that input interrupts, and a growing reply re-parses only its last block.
import {
  memo,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useRouter } from '@tanstack/react-router';
import { safeImage, safeLink, transformUrl } from '../lib/link-policy';
import { splitMarkdownBlocks } from '../lib/markdown-blocks';

function SafeAnchor({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  const router = useRouter();
  const link = safeLink(href);
  if (!link) return <span className="assistant-unlinked">{children}</span>;
  if (link.kind === 'internal')
    return (
      <a
        href={link.to}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          router.history.push(link.to);
        }}
      >
        {children}
      </a>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function ClickToLoadImage({ src, alt }: { src?: string | undefined; alt?: string | undefined }) {
  const [shown, setShown] = useState(false);
  const url = safeImage(src);
  if (!url)
    return <span className="assistant-image-blocked muted">[image not shown{alt ? `: ${alt}` : ''}]</span>;
  if (!shown)
    return (
      <button type="button" className="link-button assistant-image-button" onClick={() => setShown(true)}>
        Show image{alt ? `: ${alt}` : ''} (from {new URL(url).host})
      </button>
    );
  return <img src={url} alt={alt ?? ''} referrerPolicy="no-referrer" className="assistant-image" />;
}

const components: Components = {
  a: ({ href, children }) => <SafeAnchor href={href}>{children}</SafeAnchor>,
  img: ({ src, alt }) => <ClickToLoadImage src={typeof src === 'string' ? src : undefined} alt={alt} />,
  table: ({ children }) => (
    <div className="assistant-table-wrap">
      <table>{children}</table>
    </div>
  ),
};

const PLUGINS = [remarkGfm];

/** Rendered blocks by their text, the most recently used last (a thread scrolled back and forth, or
 * prepared ahead while idle, is parsed once). */
const rendered = new Map<string, ReactElement>();
const CACHE_BLOCKS = 600;

/**
 * A block's elements: react-markdown's `Markdown` (a plain function: parse, transform, to JSX, no
 * hooks) called once per text and kept. The elements are immutable; the components in them (links,
 * images) render, with their hooks, wherever the elements are mounted.
 */
function markdownElements(text: string): ReactElement {
  const cached = rendered.get(text);
  if (cached) {
    rendered.delete(text);
    rendered.set(text, cached);
    return cached;
  }
  const elements = Markdown({
    children: text,
    remarkPlugins: PLUGINS,
    skipHtml: true,
    urlTransform: transformUrl,
    components,
  });
  rendered.set(text, elements);
  if (rendered.size > CACHE_BLOCKS) rendered.delete(rendered.keys().next().value!);
  return elements;
}

/**
 * What a reply is made of, parsed once while the page is idle after the renderer loads and thrown
 * away: the parser's code paths (block and inline constructs, GFM tables and autolinks) are then
 * compiled when the first real reply renders, which in a fresh page took about twice as long.
 */
const WARM_UP = [
  '# Heading',
  'Text with **bold**, _emphasis_, `code`, a [link](https://example.com) and www.example.com.',
  '- one\n- two\n\n1. first\n2. second',
  '| a | b |\n|---|--:|\n| 1 | 2 |\n| 3 | 4 |',
  '> quoted\n\n```\ncode block\n```',
].join('\n\n');

export function warmUpMarkdown(): void {
  Markdown({
    children: WARM_UP,
    remarkPlugins: PLUGINS,
    skipHtml: true,
    urlTransform: transformUrl,
    components,
  });
}

/** Parses a text ahead of its first mount (the feed does this while idle for messages out of view). */
export function prepareMarkdown(text: string): void {
  for (const block of splitMarkdownBlocks(text)) markdownElements(block);
}

/** Whether a text is parsed already (its mount is cheap). */
export function isMarkdownPrepared(text: string): boolean {
  return splitMarkdownBlocks(text).every((block) => rendered.has(block));
}

const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return markdownElements(text);
});

/** Blocks of a long text in its first render, and added per later render (600 characters each). */
const FIRST = 2;
const STEP = 6;

export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  // A long text shows its first blocks at once and adds the rest a few at a time, each step a
  // transition of its own: no render or commit is long enough to hold up typing, and unchanged
  // blocks (all but the last of a growing reply) are not parsed again.
  const [count, setCount] = useState(FIRST);
  useEffect(() => {
    if (count < blocks.length) startTransition(() => setCount((c) => c + STEP));
  }, [count, blocks.length]);
  return (
    <div className="assistant-text" aria-busy={count < blocks.length || undefined}>
      {blocks.length === 1 ? (
        <MarkdownBlock text={blocks[0]!} />
      ) : (
        // Each block of a long text in a box the browser lays out and paints only near the view
        // (content-visibility), so adding blocks to an 80 KB reply does not re-lay out all of it.
        blocks.slice(0, count).map((block, i) => (
          <div key={i} className="assistant-text-block">
            <MarkdownBlock text={block} />
          </div>
        ))
      )}
    </div>
  );
});
