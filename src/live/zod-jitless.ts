// The quote socket worker's copy of public/zod-jitless.js (the page loads that one before its
// modules): imported first, before zod loads, so zod in the worker never compiles validators with
// eval nor probes for it (a Content-Security-Policy header on the worker's script forbids eval).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
