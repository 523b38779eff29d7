// Mode, base URL, token and WebSocket URL. The token is kept in memory, or in sessionStorage for
// this tab only when "remember" is ticked; never in localStorage, a URL or a log. The token field is
// never filled from the session (no `value` attribute holds it in the page): it is for a new token,
// and left empty it keeps the one in use.
import { useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { sessionStore, updateConnection, wsUrlFromBase, type ConnectionMode } from '@/api/session';
import { demoControlsStore } from '@/lib/demo-controls';
import { checkEndpointUrl } from '@/lib/endpoint-url';
import './settings.css';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { RadioGroup, type RadioOption } from '@/components/form/radio-group';

/** The modes the form offers, as the radio buttons say them. */
const MODES: ReadonlyArray<RadioOption<ConnectionMode>> = [
  { value: 'demo', label: 'Demo — the built-in sandbox, no account or network needed' },
  { value: 'live', label: 'Live — a Trading API server' },
];

/** Hosts reached over plain http:// or ws:// that are not this machine. */
function insecureHosts(baseUrl: string, wsUrl: string): string[] {
  const base = checkEndpointUrl(baseUrl, 'http');
  const ws = checkEndpointUrl(wsUrl || wsUrlFromBase(baseUrl), 'ws');
  return [...new Set([base, ws].filter((c) => !c.error && c.insecure).map((c) => c.host ?? ''))];
}

function validate(
  mode: ConnectionMode,
  baseUrl: string,
  wsUrl: string,
  token: string,
  hasToken: boolean,
  insecureConfirmed: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (mode === 'live') {
    const base = checkEndpointUrl(baseUrl, 'http');
    if (base.error) errors.baseUrl = base.error;
    const ws = wsUrl ? checkEndpointUrl(wsUrl, 'ws') : {};
    if (ws.error) errors.wsUrl = `${ws.error} (or leave it empty to derive it)`;
    if (!token.trim() && !hasToken) errors.token = 'Live mode needs an access token';
    if (!base.error && !ws.error && insecureHosts(baseUrl, wsUrl).length > 0 && !insecureConfirmed)
      errors.insecure = 'Confirm the unencrypted connection, or use https:// and wss://';
  }
  return errors;
}

export function ConnectionForm() {
  const session = useStore(sessionStore);
  const sandboxRunning = useStore(demoControlsStore, (s) => s.controls !== null);
  const [mode, setMode] = useState<ConnectionMode>(session.mode);
  const [baseUrl, setBaseUrl] = useState(session.baseUrl);
  const [wsUrl, setWsUrl] = useState(session.wsUrl);
  // Uncontrolled: React would mirror a controlled value into the input's `value` attribute.
  const tokenRef = useRef<HTMLInputElement>(null);
  const hasToken = session.mode === 'live' && session.token !== null;
  const [remember, setRemember] = useState(session.rememberToken);
  const [insecureConfirmed, setInsecureConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const insecure = mode === 'live' ? insecureHosts(baseUrl.trim(), wsUrl.trim()) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = tokenRef.current?.value.trim() ?? '';
    const found = validate(mode, baseUrl.trim(), wsUrl.trim(), typed, hasToken, insecureConfirmed);
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    updateConnection({
      mode,
      baseUrl: baseUrl.trim().replace(/\/$/, ''),
      wsUrl: wsUrl.trim(),
      // Empty field: keep the token in use (demo mode needs none).
      ...(typed ? { token: typed } : mode === 'demo' ? { token: null } : {}),
      rememberToken: remember,
    });
    if (tokenRef.current) tokenRef.current.value = '';
    // The in-page sandbox starts at page load; switching to demo from live needs one reload.
    if (mode === 'demo' && !sandboxRunning) {
      window.location.reload();
      return;
    }
    setSaved(true);
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="field-error" id={`${name}-error`} role="alert">
        {errors[name]}
      </span>
    ) : null;
  /** A server URL (unused in demo mode), its error under it. */
  const urlField = (
    name: 'baseUrl' | 'wsUrl',
    label: string,
    value: string,
    setValue: (value: string) => void,
    placeholder: string,
  ) => (
    <label>
      {label}
      <input
        maxLength={INPUT_LIMITS.url}
        type="url"
        value={value}
        disabled={mode === 'demo'}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        placeholder={placeholder}
      />
      {fieldError(name)}
    </label>
  );

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="connection-title" noValidate>
      <h2 id="connection-title">Connection</h2>
      <RadioGroup
        legend="Mode"
        name="mode"
        optionClassName="inline"
        options={MODES}
        value={mode}
        onChange={setMode}
      />
      {urlField('baseUrl', 'API base URL', baseUrl, setBaseUrl, 'http://127.0.0.1:4010')}
      {urlField(
        'wsUrl',
        'WebSocket URL',
        wsUrl,
        setWsUrl,
        baseUrl ? wsUrlFromBase(baseUrl) : 'ws://127.0.0.1:4010/v1/ws',
      )}
      <label>
        Access token
        <input
          maxLength={INPUT_LIMITS.token}
          type="password"
          autoComplete="off"
          ref={tokenRef}
          disabled={mode === 'demo'}
          placeholder={hasToken ? 'A token is in use: leave empty to keep it' : ''}
          aria-invalid={Boolean(errors.token)}
          aria-describedby={
            [errors.token ? 'token-error' : '', hasToken ? 'token-in-use' : ''].join(' ').trim() || undefined
          }
        />
        {fieldError('token')}
      </label>
      {hasToken && mode === 'live' && (
        <p className="muted field-note" id="token-in-use">
          A token is in use for this session. Type a new one to replace it.
        </p>
      )}
      {insecure.length > 0 && (
        <div className="insecure-warning" role="note">
          <strong>Unencrypted connection.</strong> Plain http:// or ws:// to {insecure.join(', ')}: your
          access token and every order would travel unencrypted and could be read on the network.
          <label className="inline">
            <input
              type="checkbox"
              checked={insecureConfirmed}
              onChange={(e) => setInsecureConfirmed(e.target.checked)}
              aria-invalid={Boolean(errors.insecure)}
              aria-describedby={errors.insecure ? 'insecure-error' : undefined}
            />
            I understand: connect without encryption anyway
          </label>
          {fieldError('insecure')}
        </div>
      )}
      <label className="inline">
        <input
          type="checkbox"
          checked={remember}
          disabled={mode === 'demo'}
          onChange={(e) => setRemember(e.target.checked)}
        />
        Remember the token for this tab (sessionStorage; cleared when the tab closes)
      </label>
      <div className="form-actions">
        <button type="submit" className="primary">
          Save connection
        </button>
        {saved && (
          <span role="status" className="muted">
            Saved. {mode === 'demo' ? 'Using the built-in sandbox.' : `Using ${baseUrl}.`}
          </span>
        )}
      </div>
    </form>
  );
}
