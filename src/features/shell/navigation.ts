// The screens in the main navigation. A screen is listed only once it works.
export const navigation = [
  { to: '/accounts', label: 'Accounts' },
  { to: '/workspace', label: 'Workspace' },
  { to: '/monitor', label: 'Monitor' },
  { to: '/watchlists', label: 'Watchlists' },
  { to: '/alerts', label: 'Alerts' },
  { to: '/screener', label: 'Screener' },
  { to: '/news', label: 'News' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/settings', label: 'Settings' },
] as const;
