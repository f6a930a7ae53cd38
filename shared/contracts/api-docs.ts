import * as z from 'zod/mini';
import { defineContract, endpoint } from './contract.ts';

/**
 * The API describes itself (decisions 173, 182), public: `openApi` — the OpenAPI 3.1 document built from every mounted
 * route; `page` — a readable reference (Swagger UI, served from the API's own node_modules, no CDN); `asset` — its
 * script and stylesheet by file name (404 for any other name). No PWA caller: the name is the contract's own.
 */
export const apiDocsContract = defineContract('api-docs', {
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This OpenAPI 3.1 document',
    responses: { 200: z.looseObject({ openapi: z.string() }) },
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'API reference page (HTML)',
    responses: { 200: null },
  }),
  asset: endpoint({
    method: 'GET',
    path: '/api/docs/:file',
    access: 'public',
    summary: 'Assets of the API reference page',
    params: z.object({ file: z.string().check(z.maxLength(100)) }),
    responses: { 200: null },
  }),
});
