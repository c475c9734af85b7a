import { company } from '../content/company';
import { known } from '../content/pending';
import { locales, type Locale } from '../../shared/locales';
import { i18nFor } from '../i18n/i18n';
import { localizePath } from '../i18n/localePath';
import { absoluteUrl } from './siteUrl';

/** The area served: 2,000 km around Riyadh. */
const areaServedCentre = { latitude: 24.7136, longitude: 46.6753 };
const areaServedRadiusMetres = 2000000;

/**
 * schema.org data about the company for the home page, in the page's language. `facts` is
 * the company's; a test passes another.
 */
export function organizationData(locale: Locale, facts = company(locale)) {
  const { t } = i18nFor(locale);
  // The legal identity's parts still pending in content/site/facts.yaml are left out.
  const legalName = known(facts.legal.name);
  const registration = known(facts.legal.registration);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: facts.name,
    ...(legalName && { legalName }),
    ...(registration && {
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'CR',
        name: t('footer.legalIdentity.registration'),
        value: registration,
      },
    }),
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
      streetAddress: t('footer.streetAddress', facts.address),
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
        availableLanguage: [...locales],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: facts.tollFreePhone,
        email: facts.emails[1] ?? facts.emails[0],
        availableLanguage: [...locales],
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
