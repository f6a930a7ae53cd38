import { describe, expect, it } from 'vitest';
import { memberExportUrl } from '../api/admin-members.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// The CSV export's link (spec 001 §2 admin "Export CSV"): the members page's search, taken from the admin contract.

describe('member export link', () => {
  it('downloads the members matching the search: trimmed text, the filter unless All', async () => {
    expect(await memberExportUrl({ q: '  Kavitha Raj ', filter: 'verified' })).toBe(endpointPath(adminContract.endpoints.exportUsers, { query: { q: 'Kavitha Raj', filter: 'verified' } }));
    expect(await memberExportUrl({ q: '', filter: 'all' })).toBe(endpointPath(adminContract.endpoints.exportUsers));
    expect(await memberExportUrl({ q: 'a&b', filter: 'all' })).toBe(endpointPath(adminContract.endpoints.exportUsers, { query: { q: 'a&b' } }));
  });
});
