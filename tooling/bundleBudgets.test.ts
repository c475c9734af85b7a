import { describe, expect, it } from 'vitest';
import { budgetOverruns, chunkName, type BundleBudgets } from './bundleBudgets';
import { appSource, type BuildManifest } from '../shared/siteAssets';

const manifest: BuildManifest = {
  'src/boot/entry-client.ts': {
    file: 'assets/entry-client-Qw3rTy12.js',
    isEntry: true,
    imports: ['_runtime'],
  },
  [appSource]: { file: 'assets/hydrate-CioEnDnT.js', imports: ['_routes'] },
  _routes: { file: 'assets/routes-BBCk0PyE.js', imports: ['_runtime'] },
  _runtime: { file: 'assets/rolldown-runtime-WkwZ5CU-.js' },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-Ab_d-123.js', imports: ['_routes'] },
  _forms: { file: 'assets/useFormSubmission-CXpkCOlK.js' },
  'src/styles.css': { file: 'assets/main-Zz9yYx8w.css' },
};

const budgets: BundleBudgets = {
  shellKb: 100,
  chunkKb: { useFormSubmission: 40 },
  otherChunkKb: 10,
};

const sizes = (kb: Record<string, number>) => (file: string) => kb[chunkName(file)] ?? 0;

describe('budgetOverruns', () => {
  it('passes a build whose shell and chunks are within their budgets', () => {
    const kb = sizes({
      hydrate: 30,
      routes: 60,
      'rolldown-runtime': 1,
      HomePage: 9,
      useFormSubmission: 39,
    });
    expect(budgetOverruns(manifest, kb, budgets)).toEqual([]);
  });

  it('adds up the entry, the app and everything they import at once, and names them', () => {
    const kb = sizes({ 'entry-client': 0.5, hydrate: 40, routes: 60, 'rolldown-runtime': 1 });
    expect(budgetOverruns(manifest, kb, budgets)).toEqual([
      'The shell (entry-client, rolldown-runtime, hydrate, routes) is 101.5 KB gzip, over its budget of 100 KB.',
    ]);
  });

  it('holds a chunk to its own budget when it has one, and to the common one otherwise', () => {
    const kb = sizes({ HomePage: 10.5, useFormSubmission: 41 });
    expect(budgetOverruns(manifest, kb, budgets)).toEqual([
      'The chunk HomePage (assets/HomePage-Ab_d-123.js) is 10.5 KB gzip, over its budget of 10 KB.',
      'The chunk useFormSubmission (assets/useFormSubmission-CXpkCOlK.js) is 41.0 KB gzip, over its budget of 40 KB.',
    ]);
  });
});
