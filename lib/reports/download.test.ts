import { exportFileToken } from '@/lib/reports/download';

describe('exportFileToken', () => {
  it('takes the token of our export file call, from a path or a URL, behind any API prefix', () => {
    expect(exportFileToken('/report/report/export-file/Abc123def456')).toBe('Abc123def456');
    expect(exportFileToken('https://api.example.com/api/report/report/export-file/Abc123def456?x=1')).toBe('Abc123def456');
  });

  it('refuses anything else', () => {
    expect(exportFileToken('/files/Abc123def456/report.csv')).toBeNull();
    expect(exportFileToken('/report/report/export-file/../../logout')).toBeNull();
    expect(exportFileToken('/report/report/export-file/short')).toBeNull();
    expect(exportFileToken('/report/report/export-file/Abc123def456/extra')).toBeNull();
  });
});
