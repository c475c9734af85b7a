import './editor.css';
import CMS from 'decap-cms-app';
import { placeConfig } from './cmsConfig';
import { registerSite } from './registerSite';

registerSite(CMS);
CMS.init({
  config: placeConfig(window.location.origin, {
    repo: import.meta.env.VITE_CMS_REPO ?? '',
    branch: import.meta.env.VITE_CMS_BRANCH ?? 'main',
  }),
});
