// Loaded by index.html before the app's modules. The build's Content-Security-Policy forbids eval, so
// zod parses without compiling validators; set before zod loads, it also never probes for eval (the
// probe would be reported as a CSP violation on every load).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
