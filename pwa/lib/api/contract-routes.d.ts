/**
 * The GET paths of every endpoint contract, generated from the contracts by scripts/contract-routes-plugin.ts
 * (docs/decisions/182-endpoint-contracts.md): contract name → endpoint name → koa-router path. Plain strings, no zod:
 * pwa/lib/api/endpoint.ts sends a GET with it before the contract has loaded.
 */
declare module 'virtual:contract-routes' {
  const routes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default routes;
}
