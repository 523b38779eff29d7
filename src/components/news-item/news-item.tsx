// One news item, shared by the news screen and the instrument page: headline linking out (http(s)
// only, new tab, no opener or referrer), publisher and time, type, text as plain text, an https
// image, and the instruments it mentions as links to their pages. Never raw HTML.
import type { NewsItem as NewsItemData } from '@/api/schemas/news';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { SymbolLink } from '../symbol-link';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import './news-item.css';

export function NewsItem({ item }: { item: NewsItemData }) {
  const href = safeLinkUrl(item.url);
  const image = safeImageUrl(item.image_url);
  const published = parseTimestamp(item.published_at);
  return (
    <article className="news-item" aria-label={item.title}>
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
          <time dateTime={item.published_at}>
            {Number.isFinite(published) ? formatMarketDateTime(published) : item.published_at}
          </time>
        </div>
        {item.text && <p className="news-text">{item.text}</p>}
        {item.instruments.some((i) => i.symbol) && (
          <div className="news-symbols">
            {item.instruments.map((i) =>
              i.symbol ? <SymbolLink key={i.instrument_id} symbol={i.symbol} /> : null,
            )}
          </div>
        )}
      </div>
    </article>
  );
}
