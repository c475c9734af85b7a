// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refusal } from './cmsBackend';

const editorPage = {
  host: 'localhost:5173',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

const save = (path: string) =>
  JSON.stringify({
    action: 'persistEntry',
    params: { dataFiles: [{ path, raw: 'title: x\n', slug: 'x' }], assets: [] },
  });

describe('refusal', () => {
  it('lets the editor page save content and pictures', () => {
    expect(refusal(editorPage, save('content/services/cloud.en.yaml'))).toBeUndefined();
    expect(
      refusal(
        editorPage,
        JSON.stringify({
          action: 'persistMedia',
          params: { asset: { path: 'public/images/x.svg' } },
        }),
      ),
    ).toBeUndefined();
    expect(refusal(editorPage, JSON.stringify({ action: 'info' }))).toBeUndefined();
    const media = (mediaFolder: string) =>
      JSON.stringify({ action: 'getMedia', params: { mediaFolder, branch: 'main' } });
    expect(refusal(editorPage, media('public/images'))).toBeUndefined();
    expect(refusal(editorPage, media('/public/images/blog'))).toBeUndefined();
    expect(refusal(editorPage, media('public/imagesx'))).toMatch(/outside/);
  });

  it('refuses a file outside content/ and public/images/, however it is named', () => {
    expect(refusal(editorPage, save('package.json'))).toMatch(/package\.json is outside/);
    expect(refusal(editorPage, save('content/../scripts/build.ts'))).toMatch(/outside/);
    expect(refusal(editorPage, save('/etc/passwd'))).toMatch(/outside/);
    expect(refusal(editorPage, save('/content/../../etc/passwd'))).toMatch(/outside/);
    expect(
      refusal(
        editorPage,
        JSON.stringify({ action: 'deleteFiles', params: { paths: ['src/main.tsx'] } }),
      ),
    ).toMatch(/outside/);
  });

  it('refuses what another site, another machine or a plain form could send', () => {
    expect(refusal({ ...editorPage, 'sec-fetch-site': 'cross-site' }, save('content/a.yaml'))).toBe(
      'not from the editor page',
    );
    expect(refusal({ ...editorPage, host: 'attacker.example:5173' }, save('content/a.yaml'))).toBe(
      'not a local address',
    );
    expect(refusal({ ...editorPage, 'content-type': 'text/plain' }, save('content/a.yaml'))).toBe(
      'not JSON',
    );
  });
});
