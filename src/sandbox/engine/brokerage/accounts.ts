// The accounts of the sandbox's user: a few hand-made ones covering every status and subtype, one
// the user may not access, and optional bulk accounts for performance tests (generated from their
// index, so 10,000 of them cost nothing until used).
import type { AccountRecord } from './state';
import { addDays } from './money';

export const MARGIN_ACCOUNT_ID = 100001;
export const CASH_ACCOUNT_ID = 100002;
export const INACTIVE_ACCOUNT_ID = 100003;
export const CLOSED_ACCOUNT_ID = 100004;
/** Exists, but the user has no permission on it: every account endpoint answers 403. */
export const FORBIDDEN_ACCOUNT_ID = 100005;
/** Bulk accounts are numbered from here. */
export const BULK_ACCOUNT_BASE = 200000;

const ADDRESS = {
  city: 'New York',
  country: 'USA',
  line1: '4 World Trade Center',
  line2: '150 Greenwich Street, Floor 45',
  postal_code: '10007',
  state: 'NY',
};

const PERSONAL = {
  country_of_tax_residency: 'US',
  date_of_birth: '1985-03-15',
  mailing_address: ADDRESS,
  phone_number: '+12125550123',
};

const NO_PERSONAL = {
  country_of_tax_residency: null,
  date_of_birth: null,
  mailing_address: null,
  phone_number: null,
};

/** The hand-made accounts; dates are relative to the business date the sandbox starts on. */
export function seededAccounts(today: string): AccountRecord[] {
  const opened = addDays(today, -3 * 365);
  return [
    {
      account: {
        id: MARGIN_ACCOUNT_ID,
        account_holder_entity_id: 987654321,
        full_name: 'Morgan Ellis Individual Margin',
        short_name: 'ELLIS-MARGIN-01',
        open_date: opened,
        close_date: null,
        options_level: 3,
        status: 'ACTIVE',
        subtype: 'MARGIN',
        type: 'CUSTOMER',
      },
      personal: PERSONAL,
      accessible: true,
    },
    {
      account: {
        id: CASH_ACCOUNT_ID,
        account_holder_entity_id: 987654321,
        full_name: 'Morgan Ellis Cash Account',
        short_name: 'ELLIS-CASH-01',
        open_date: addDays(opened, 42),
        close_date: null,
        options_level: 1,
        status: 'ACTIVE',
        subtype: 'CASH',
        type: 'CUSTOMER',
      },
      personal: PERSONAL,
      accessible: true,
    },
    {
      account: {
        id: INACTIVE_ACCOUNT_ID,
        account_holder_entity_id: 987654323,
        full_name: 'Ellis Family Trust',
        short_name: 'ELLIS-TRUST-01',
        open_date: addDays(opened, 120),
        close_date: null,
        options_level: 2,
        status: 'INACTIVE',
        subtype: 'MARGIN',
        type: 'OTHER',
      },
      personal: { ...PERSONAL, date_of_birth: null },
      accessible: true,
    },
    {
      account: {
        id: CLOSED_ACCOUNT_ID,
        account_holder_entity_id: 987654322,
        full_name: 'Old Test Account',
        short_name: 'ELLIS-OLD-02-CLOSED',
        open_date: addDays(opened, -700),
        close_date: addDays(today, -400),
        options_level: 0,
        status: 'CLOSED',
        subtype: 'CASH',
        type: 'CUSTOMER',
      },
      personal: NO_PERSONAL,
      accessible: true,
    },
    {
      account: {
        id: FORBIDDEN_ACCOUNT_ID,
        account_holder_entity_id: 555000111,
        full_name: 'Harbor Advisory Omnibus',
        short_name: 'HARBOR-OMNI-01',
        open_date: opened,
        close_date: null,
        options_level: 4,
        status: 'ACTIVE',
        subtype: 'MARGIN',
        type: 'OTHER',
      },
      personal: NO_PERSONAL,
      accessible: false,
    },
  ];
}

/** Bulk account number `index` (0-based): an active cash account with a small deposit. */
export function bulkAccount(index: number, today: string): AccountRecord {
  const id = BULK_ACCOUNT_BASE + index;
  const n = String(index + 1).padStart(5, '0');
  const subtype = index % 3 === 0 ? 'MARGIN' : 'CASH';
  return {
    account: {
      id,
      account_holder_entity_id: 700000000 + index,
      full_name: `Bulk Client ${n} ${subtype === 'MARGIN' ? 'Margin' : 'Cash'}`,
      short_name: `BULK-${n}`,
      open_date: addDays(today, -30 - (index % 900)),
      close_date: null,
      options_level: index % 5,
      status: 'ACTIVE',
      subtype,
      type: 'CUSTOMER',
    },
    personal: NO_PERSONAL,
    accessible: true,
  };
}

export const BULK_DEPOSIT = '25000.00';

export interface AccountFilter {
  account_id?: string | undefined;
  account_name?: string | undefined;
}

/** The spec's filters: decimal-id prefix and case-insensitive full-name substring; both must match. */
export function matchesAccountFilter(record: AccountRecord, filter: AccountFilter): boolean {
  if (filter.account_id && !String(record.account.id).startsWith(filter.account_id)) return false;
  if (
    filter.account_name &&
    !record.account.full_name.toLowerCase().includes(filter.account_name.toLowerCase())
  )
    return false;
  return true;
}
