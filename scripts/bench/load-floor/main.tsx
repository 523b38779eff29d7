// `npm run bench:load`'s floor: the least a React page can do for the accounts list. React and
// react-dom only (no router, no query cache, no validation, no table kit); it reads the same settings
// and tab token the app does, fetches GET /v1/accounts once mounted and renders its rows as the
// bench's ready selector expects. Built by the bench (scripts/bench-load.ts), never by the app.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Account {
  id: number;
  full_name: string;
}

function AccountsFloor() {
  const [accounts, setAccounts] = useState<Account[]>([]);
  useEffect(() => {
    const settings = JSON.parse(localStorage.getItem('terminal.settings.v1') ?? '{}') as { baseUrl?: string };
    const token = sessionStorage.getItem('terminal.token.v1') ?? '';
    void fetch(`${settings.baseUrl ?? ''}/v1/accounts`, { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => response.json() as Promise<{ data: Account[] }>)
      .then((body) => setAccounts(body.data));
  }, []);
  return (
    <main>
      <h1>Accounts</h1>
      <table className="data-table">
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>
                <a href={`/accounts/${account.id}`}>{account.id}</a>
              </td>
              <td>{account.full_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<AccountsFloor />);
