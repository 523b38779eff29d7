// The account holder's details from GET /v1/accounts/{id}.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';

const route = getRouteApi('/accounts/$accountId/');

export function AccountDetails() {
  const { accountId } = route.useParams();
  const { data: account } = useSuspenseQuery(accountQueries.detail(accountId));
  const address = account.mailing_address;
  const rows: Array<[string, string | null | undefined]> = [
    ['Account holder entity', String(account.account_holder_entity_id)],
    ['Country of tax residency', account.country_of_tax_residency],
    ['Phone', account.phone_number],
    [
      'Mailing address',
      address
        ? [address.line1, address.line2, address.city, address.state, address.postal_code, address.country]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
  ];
  return (
    <section className="panel" aria-labelledby="details-title">
      <h2 id="details-title">Account details</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
