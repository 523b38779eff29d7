// Requests the boot script started before the app's JavaScript arrived (scripts/vite-initial-route.ts:
// on a cold load of the accounts list or an account overview in live mode, it sends those screens'
// first API calls while the entry is still downloading). The HTTP client adopts such a response
// instead of sending the same request again: same method, URL, body and bearer token, once, within a
// few seconds of the page load; the app's timeout or cancel cancels it. Anything else (another token,
// a retry, a later visit) goes to the network as usual; without the boot script nothing is adopted.

type Take = (
  method: string,
  url: string,
  body: string,
  authorization: string,
  /** Aborting it cancels the early request (the app's timeout or cancel). */
  signal: AbortSignal,
) => Promise<Response> | undefined;

declare global {
  interface Window {
    /** Set by the boot script; hands each early response out once. */
    __terminalEarlyRequests?: Take;
  }
}

/** The early response for this request, if the boot script started exactly it. */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: unknown,
  authorization: string | undefined,
  signal: AbortSignal,
): Promise<Response> | undefined {
  if (typeof window === 'undefined' || typeof window.__terminalEarlyRequests !== 'function') return undefined;
  if (authorization === undefined || (body !== undefined && typeof body !== 'string')) return undefined;
  return window.__terminalEarlyRequests(method, url, body ?? '', authorization, signal);
}

/** `promise`, or the signal's reason as soon as it aborts (the early request has no signal of ours). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
