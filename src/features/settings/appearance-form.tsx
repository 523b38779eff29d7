import { useStore } from 'zustand';
import { sessionStore, setTheme } from '@/api/session';
import { Select } from '@/components/form/fields';

export function AppearanceForm() {
  const theme = useStore(sessionStore, (s) => s.theme);
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
    </section>
  );
}
