import { describe, expect, it } from 'vitest';
import { memberExportUrl } from '../api/admin-members.ts';

// The CSV export's link (spec 001 §2 admin "Export CSV"): the members page's search, taken from the admin contract.

describe('member export link', () => {
  it('downloads the members matching the search: trimmed text, the filter unless All', async () => {
    expect(await memberExportUrl({ q: '  Kavitha Raj ', filter: 'verified' })).toBe('/api/admin/users/export.csv?q=Kavitha+Raj&filter=verified');
    expect(await memberExportUrl({ q: '', filter: 'all' })).toBe('/api/admin/users/export.csv');
    expect(await memberExportUrl({ q: 'a&b', filter: 'all' })).toBe('/api/admin/users/export.csv?q=a%26b');
  });
});
