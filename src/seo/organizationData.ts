import { company } from '../content/company';
import type { Locale } from '../content/vocabulary';
import { localizePath } from '../i18n/localePath';
import { absoluteUrl } from './siteUrl';

/** The area served: 2,000 km around Riyadh. */
const areaServedCentre = { latitude: 24.7136, longitude: 46.6753 };
const areaServedRadiusMetres = 2000000;

/** schema.org data about the company for the home page, in the page's language. */
export function organizationData(locale: Locale) {
  const facts = company(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: facts.name,
    description: facts.blurb,
    url: absoluteUrl(localizePath('/', locale)),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/og-image.jpg'),
    foundingDate: String(facts.foundingYear),
    inLanguage: locale,
    email: facts.emails[0],
    telephone: facts.officePhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${facts.address.street}, ${facts.address.district}`,
      addressLocality: facts.address.city,
      postalCode: facts.address.postalCode,
      addressCountry: 'SA',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: facts.officePhone,
        email: facts.emails[0],
        availableLanguage: ['en', 'ar'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: facts.tollFreePhone,
        email: facts.emails[1] ?? facts.emails[0],
        availableLanguage: ['en', 'ar'],
        hoursAvailable: 'Mo-Su 00:00-23:59',
      },
    ],
    sameAs: facts.social.map((link) => link.url),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...areaServedCentre },
      geoRadius: areaServedRadiusMetres,
    },
  };
}
