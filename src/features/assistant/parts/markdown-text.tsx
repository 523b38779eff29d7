// An assistant text part: Markdown with GFM (tables, lists, emphasis, code, links), never raw HTML.
// Links pass the link policy (in-app paths navigate inside the app, http(s)/mailto open a new tab,
// anything else is plain text); images load only when https and only after a click. A long text
// renders in blocks (lib/markdown-blocks): its first blocks at once, the rest a few at a time in
// transitions that input interrupts, and a growing reply re-parses only its last block.
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
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

const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={PLUGINS} skipHtml urlTransform={transformUrl} components={components}>
      {text}
    </Markdown>
  );
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
      {blocks.slice(0, count).map((block, i) => (
        <MarkdownBlock key={i} text={block} />
      ))}
    </div>
  );
});
