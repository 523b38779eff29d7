import { useStore } from 'zustand';
import { sessionStore, setHomeScreen, setTheme } from '@/api/session';
import { Select } from '@/components/form/fields';

export function AppearanceForm() {
  const theme = useStore(sessionStore, (s) => s.theme);
  const homeScreen = useStore(sessionStore, (s) => s.homeScreen);
  return (
    <section className="panel form" aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <label>
        Theme
        <Select value={theme} onChange={(e) => setTheme(e.target.value === 'light' ? 'light' : 'dark')}>
          <option value="dark">Dark</option>
          <option value="light">Light</option>
        </Select>
      </label>
      <label>
        Home screen
        <Select
          value={homeScreen}
          onChange={(e) => setHomeScreen(e.target.value === 'workspace' ? 'workspace' : 'accounts')}
        >
          <option value="accounts">Accounts</option>
          <option value="workspace">Workspace</option>
        </Select>
      </label>
    </section>
  );
}
