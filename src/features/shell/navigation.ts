// The screens in the main navigation. A screen is listed only once it works.
export const navigation = [
  { to: '/accounts', label: 'Accounts' },
  { to: '/monitor', label: 'Monitor' },
  { to: '/screener', label: 'Screener' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/settings', label: 'Settings' },
] as const;
