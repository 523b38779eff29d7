// Defaults of the account overview that its route's loader needs too. The contributors limit lives
// in src/api/account-defaults.ts: the status strip's risk badge asks for the same balances query.
export { DEFAULT_CONTRIBUTORS_LIMIT } from '../../../api/account-defaults';
