import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('takes the web editor’s GitHub app when both its settings are given', () => {
    const config = readConfig({ CMS_GITHUB_CLIENT_ID: 'id', CMS_GITHUB_CLIENT_SECRET: 'secret' });
    expect(config.cmsGithub).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(readConfig({}).cmsGithub).toBeUndefined();
  });

  it('stops, naming the setting, when only one of them is given', () => {
    expect(() => readConfig({ CMS_GITHUB_CLIENT_ID: 'id' })).toThrow(/CMS_GITHUB_CLIENT_SECRET/);
  });

  it('refuses PGlite in production, which would not survive a power cut', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL/);
    expect(
      readConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/tayba' }).databaseUrl,
    ).toBe('postgresql://db/tayba');
    expect(readConfig({ NODE_ENV: 'development' }).databaseUrl).toBeUndefined();
  });
});
