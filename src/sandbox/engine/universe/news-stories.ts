// Headlines and bodies of the synthetic news: each builder returns a story about one or more
// instruments; news.ts decides when and where it is published.
import type { Rng } from '../rng';
import { formatLongDate } from './dates';
import type { FiscalQuarter } from './fiscal-calendar';
import * as words from './news-templates';
import type { InstrumentProfile } from './types';

export interface Story {
  title: string;
  text: string;
  about: readonly InstrumentProfile[];
}

const MACRO = [
  'inflation data',
  'Federal Reserve commentary',
  'the jobs report',
  'retail sales figures',
  'bond yields',
  'earnings season',
];

const quarterLabel = (q: FiscalQuarter) =>
  `${words.QUARTER_WORDS[q.quarter - 1]} Quarter Fiscal ${q.fiscalYear}`;
const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const up = (r: Rng, odds = 0.5) => r.chance(odds);

export function earningsRelease(profile: InstrumentProfile, quarter: FiscalQuarter): Story {
  const { name, symbol } = profile.instrument;
  const label = quarterLabel(quarter);
  return {
    title: `${name} Reports ${label} Results`,
    text: `${name} (${symbol}) today reported financial results for its ${label.toLowerCase()}.`,
    about: [profile],
  };
}

export function earningsReaction(profile: InstrumentProfile, quarter: FiscalQuarter, beat: boolean): Story {
  const short = words.shortName(profile.instrument.name);
  const when = quarter.reportTime === 'BMO' ? 'before the opening bell' : 'in extended trading';
  return {
    title: `${short} ${beat ? 'tops' : 'misses'} quarterly profit estimates`,
    text: `${short} reported ${beat ? 'better' : 'weaker'}-than-expected earnings for the ${quarterLabel(quarter).toLowerCase()}, and its shares moved ${when}.`,
    about: [profile],
  };
}

export function resultsDateRelease(profile: InstrumentProfile, quarter: FiscalQuarter): Story {
  const { name } = profile.instrument;
  const when = formatLongDate(quarter.releaseDate);
  const session = quarter.reportTime === 'BMO' ? 'before the market opens' : 'after the market closes';
  return {
    title: `${name} to Report ${quarterLabel(quarter)} Results on ${when}`,
    text: `${name} will release results ${session} on ${when}.`,
    about: [profile],
  };
}

export function dividendRelease(profile: InstrumentProfile, amount: string): Story {
  const { name } = profile.instrument;
  const cadence = profile.distributionFrequency === 'Monthly' ? 'Monthly' : 'Quarterly';
  return {
    title: `${name} Declares ${cadence} Dividend of $${amount} per Share`,
    text: `The board of ${name} declared a ${cadence.toLowerCase()} cash dividend of $${amount} per share.`,
    about: [profile],
  };
}

export function corporateRelease(r: Rng, profile: InstrumentProfile): Story {
  const { name } = profile.instrument;
  const { products } = words.SECTOR_WORDS[profile.sector];
  const [title, text] = r.pick([
    [
      `${name} to Present at the ${r.pick(words.CONFERENCES)}`,
      `Members of the ${name} management team will present and host investor meetings.`,
    ],
    [
      `${name} Announces New ${titleCase(r.pick(products))}`,
      `${name} introduced a new ${r.pick(products)} for its customers.`,
    ],
    [
      `${name} Appoints ${r.pick(words.EXECUTIVE_ROLES)}`,
      `${name} announced a leadership appointment effective immediately.`,
    ],
    [
      `${name} Publishes Annual Sustainability Report`,
      `${name} released its annual report on environmental and governance progress.`,
    ],
  ] as const);
  return { title, text, about: [profile] };
}

export function companyStory(r: Rng, profile: InstrumentProfile, peer: InstrumentProfile | undefined): Story {
  const { name, symbol } = profile.instrument;
  const short = words.shortName(name);
  const { products, themes } = words.SECTOR_WORDS[profile.sector];
  const rising = up(r);
  const move = (1 + r.next() * (profile.annualVolatility * 12)).toFixed(1);
  const target = (Number(profile.instrument.previous_close) * (rising ? 1.15 : 0.9)).toFixed(0);
  const firm = r.pick(words.RESEARCH_FIRMS);
  const theme = r.pick(themes);
  const stories: Story[] = [
    {
      title: `${short} shares ${rising ? 'rise' : 'fall'} ${move}% as investors weigh ${theme}`,
      text: `Shares of ${name} (${symbol}) ${rising ? 'gained' : 'lost'} ${move}% in active trading.`,
      about: [profile],
    },
    {
      title: `${firm} ${rising ? 'upgrades' : 'downgrades'} ${short} to ${rising ? 'Buy' : 'Neutral'}`,
      text: `${firm} changed its rating on ${symbol}, citing ${theme}.`,
      about: [profile],
    },
    {
      title: `${firm} ${rising ? 'raises' : 'cuts'} ${short} price target to $${target}`,
      text: `The new target reflects a revised view of ${theme}.`,
      about: [profile],
    },
    {
      title: `${short} unveils new ${r.pick(products)}`,
      text: `${name} showed the product as part of its push to grow its business.`,
      about: [profile],
    },
    {
      title: `Options traders position for bigger swings in ${short}`,
      text: `Implied volatility in ${symbol} options ${rising ? 'climbed' : 'eased'} as traders watched ${theme}.`,
      about: [profile],
    },
    {
      title: `${short} and ${peer ? words.shortName(peer.instrument.name) : 'peers'} ${rising ? 'lead' : 'lag'} ${profile.industry} stocks`,
      text: `Investors rotated ${rising ? 'into' : 'out of'} ${profile.industry.toLowerCase()} names on ${theme}.`,
      about: peer ? [profile, peer] : [profile],
    },
    {
      title: `${short} executive says ${theme} remains a priority`,
      text: `A senior ${short} executive discussed strategy and ${theme} in an interview.`,
      about: [profile],
    },
  ];
  return r.pick(stories);
}

export function sectorWrap(r: Rng, members: readonly InstrumentProfile[]): Story {
  const lead = members[0]!;
  const sectorName = lead.sector
    .split('_')
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join(' ');
  const rising = up(r);
  const theme = r.pick(words.SECTOR_WORDS[lead.sector].themes);
  return {
    title: `${sectorName} stocks ${rising ? 'climb' : 'slip'} as ${theme} comes into focus`,
    text: `${members.map((p) => p.instrument.symbol).join(', ')} were among the movers as investors weighed ${theme}.`,
    about: members,
  };
}

export function marketWrap(r: Rng, benchmarks: readonly InstrumentProfile[]): Story {
  const rising = up(r, 0.55);
  const theme = r.pick(MACRO);
  const title = r.pick([
    `Wall Street ${rising ? 'closes higher' : 'ends lower'} as investors weigh ${theme}`,
    `S&P 500 ${rising ? 'edges up' : 'slips'} with ${theme} in focus`,
    `Stock futures ${rising ? 'rise' : 'fall'} ahead of ${theme}`,
  ]);
  return {
    title,
    text: `Major U.S. indexes ${rising ? 'gained' : 'declined'} as traders assessed ${theme}.`,
    about: benchmarks,
  };
}
