import { z } from 'zod';
import { partnerMarks } from '../partnerMarks';
import { socialNetworks } from '../vocabulary';
import { contentType } from './contentType';
import { choice, described, externalLink, list, neutral, text, texts, whole } from './fields';

export const company = contentType({
  name: 'Company',
  folder: 'site',
  slugs: ['company'],
  format: 'yaml',
  help: "The company: name, address, phones, e-mails and hours, used in the header, footer, contact page and search data. The founding year, address, legal identity, phones, e-mails and hours name facts (`hours: '{officeHours}'`): change them in content/site/facts.yaml.",
  fields: z.strictObject({
    name: text(),
    blurb: text(),
    foundingYear: whole(),
    address: z.strictObject({
      street: text(),
      district: text(),
      city: text(),
      country: text(),
      postalCode: neutral(text()),
    }),
    legal: described(
      z.strictObject({
        name: text(),
        form: text(),
        registration: neutral(text()),
        address: text(),
      }),
      'the legal identity for the legal pages, footer and search data: facts of content/site/facts.yaml',
    ),
    officePhone: neutral(text()),
    tollFreePhone: neutral(text()),
    emails: neutral(texts({ min: 1 })),
    hours: text(),
    emergencySupport: text(),
    social: list(z.strictObject({ network: choice(socialNetworks), url: externalLink() }), {
      min: 1,
    }),
    partners: described(
      list(
        z.strictObject({
          name: neutral(text()),
          standing: text(),
          mark: described(
            choice(partnerMarks).optional(),
            'the simple-icons mark drawn in grey; leave it out where simple-icons has none, and the name is set in type',
          ),
        }),
        { min: 1 },
      ),
      'the technology partners named in the partner strip (home hero, About)',
    ),
    certifications: described(
      list(z.strictObject({ name: neutral(text()), scope: text() }), { min: 1 }),
      'the standards the company itself is certified or audited against, drawn as badges',
    ),
  }),
});
