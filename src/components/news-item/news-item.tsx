// One news item, shared by the news screen and the instrument page: headline linking out (http(s)
// only, new tab, no opener or referrer), publisher and time, type, text as plain text, an https
// image, and the instruments it mentions as links to their pages. Never raw HTML. The time reads
// "5 min ago" with the exact New York time on hover; a URL of any other scheme is shown as text.
import type { NewsItem as NewsItemData } from '@/api/schemas/news';
import { formatMarketDateTime, formatTimeAgo, parseTimestamp } from '@/lib/market-time';
import { useClock } from '@/lib/use-clock';
import { SymbolLink } from '../symbol-link';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import './news-item.css';

export function NewsItem({
  item,
  className,
  onSymbolChosen,
}: {
  item: NewsItemData;
  className?: string;
  /** In a workspace panel: a chip sets the panel's link group to its symbol instead of opening its page. */
  onSymbolChosen?: (symbol: string) => void;
}) {
  const now = useClock(30_000);
  const href = safeLinkUrl(item.url);
  const image = safeImageUrl(item.image_url);
  const published = parseTimestamp(item.published_at);
  return (
    <article className={`news-item${className ? ` ${className}` : ''}`} aria-label={item.title}>
      {image && <img className="news-image" src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />}
      <div className="news-body">
        <h3 className="news-title">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </h3>
        <div className="news-meta muted">
          {item.news_type === 'PRESS_RELEASE' && <span className="badge badge-warn">Press release</span>}{' '}
          {item.publisher}
          {item.site ? ` · ${item.site}` : ''} ·{' '}
          {Number.isFinite(published) ? (
            <time dateTime={item.published_at} title={formatMarketDateTime(published)}>
              {formatTimeAgo(published, now)}
            </time>
          ) : (
            <time dateTime={item.published_at}>{item.published_at}</time>
          )}
        </div>
        {!href && item.url && (
          <div className="news-url-text muted" title="Not an http(s) link: shown as text">
            {item.url}
          </div>
        )}
        {item.text && <p className="news-text">{item.text}</p>}
        {item.instruments.some((i) => i.symbol) && (
          <div className="news-symbols" aria-label="Instruments">
            {item.instruments.map((i) => {
              const symbol = i.symbol;
              if (!symbol) return null;
              return onSymbolChosen ? (
                <button
                  key={i.instrument_id}
                  type="button"
                  className="symbol-link mono news-chip news-chip-button"
                  title={`Show ${symbol} in the linked panels`}
                  aria-label={`Show ${symbol} in the linked panels`}
                  onClick={() => onSymbolChosen(symbol)}
                >
                  {symbol}
                </button>
              ) : (
                <SymbolLink key={i.instrument_id} symbol={symbol} className="news-chip" />
              );
            })}
          </div>
        )}
      </div>
    </article>
  );
}
