// The vendor stand-ins' port: beside the app's (E2E_PORT + 600), so parallel runs on other ports do not collide.
// VENDOR_PORT: the Lighthouse benchmark starts the stand-ins on a free port of its own (bench/lighthouse.bench.ts).
export const vendorPort = Number(process.env.VENDOR_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 600);
export const vendorOrigin = `http://127.0.0.1:${vendorPort}`;
