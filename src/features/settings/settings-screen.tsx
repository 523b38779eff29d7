import { AppearanceForm } from './appearance-form';
import { AssistantSettings } from './assistant-settings';
import { ConnectionForm } from './connection-form';
import { SandboxPanel } from './sandbox-panel';
import { TradingSettings } from './trading-settings';

export function SettingsScreen() {
  return (
    <div className="page settings-page">
      <h1>Settings</h1>
      <ConnectionForm />
      <AppearanceForm />
      <TradingSettings />
      <AssistantSettings />
      <SandboxPanel />
    </div>
  );
}
