// An unknown symbol: say so and offer the search right there.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';

const route = getRouteApi('/instruments/$instrument');

export function InstrumentNotFound() {
  const { instrument } = route.useParams();
  const navigate = useNavigate();
  return (
    <div className="route-error instrument-not-found" role="alert">
      <h1>No instrument “{instrument}”</h1>
      <p>The server does not know this symbol or id. Search for the instrument you meant:</p>
      <InstrumentSearch
        label="Search for an instrument"
        onSelect={(pick) => void navigate(openInstrumentTarget(pick))}
      />
    </div>
  );
}
