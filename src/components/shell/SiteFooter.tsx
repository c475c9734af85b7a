import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listReset, tapTarget } from '../../theme/mixins';
import { company } from '../../content/company';
import { footerQuickLinks, footerServiceLinks, type NavLink } from '../../content/navigation';
import { useLocale } from '../../i18n/useLocale';
import { layOutNearScreen, useLayOutAhead } from '../../performance/useLayOutAhead';
import { GridFrame } from '../primitives/GridFrame';
import { BrandLink } from './BrandLink';
import { Container } from '../primitives/Container';
import { LegalIdentity } from './LegalIdentity';
import { LocalizedLink } from '../primitives/LocalizedLink';
import { EmailLink, PhoneLink } from '../primitives/LtrLink';
import { SocialIcon } from './SocialIcon';

/** Laid out once the app runs or as it nears the screen, not before the first paint. */
const Footer = styled.footer`
  ${layOutNearScreen}
  margin-block-start: auto;
  padding-block: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Four columns of at least 12rem, two by two, or one above another: never three and one.
 * Written out rather than made by balancedGrid, which would put that module on every page's
 * first load (the footer is part of the shell).
 */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @container (min-width: 25.5rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 52.5rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Heading = styled.h2`
  margin-block-end: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.type.body};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
  a {
    display: inline-block;
    min-block-size: 1.5rem;
    color: inherit;
    text-decoration: none;
    ${tapTarget}
  }
  a:hover {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
  }
`;

const Blurb = styled.p`
  margin-block: ${({ theme }) => theme.space(4)};
  max-inline-size: 40ch;
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(12)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
    ${listReset}
  }
  a {
    ${tapTarget}
  }
`;

const Address = styled.address`
  font-style: normal;
`;

function LinkList({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          <LocalizedLink to={link.href}>{t(`nav.links.${link.label}`)}</LocalizedLink>
        </li>
      ))}
    </List>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = company(locale);
  const band = useLayOutAhead<HTMLElement>();

  return (
    <Footer ref={band}>
      <Container>
        <GridFrame>
          <Columns>
            <div>
              <BrandLink />
              <Blurb>{facts.blurb}</Blurb>
              <Socials aria-label={t('footer.social')}>
                {facts.social.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} rel="noopener noreferrer" target="_blank">
                      <SocialIcon network={network} />
                      <span className="visually-hidden">{t(`footer.networks.${network}`)}</span>
                    </a>
                  </li>
                ))}
              </Socials>
            </div>
            <nav aria-labelledby="footer-quick-links">
              <Heading id="footer-quick-links">{t('footer.quickLinks')}</Heading>
              <LinkList links={footerQuickLinks} />
            </nav>
            <nav aria-labelledby="footer-services">
              <Heading id="footer-services">{t('footer.services')}</Heading>
              <LinkList links={footerServiceLinks} />
            </nav>
            <div>
              <Heading>{t('footer.contact')}</Heading>
              <Address>
                <List>
                  <li>{t('footer.address', facts.address)}</li>
                  <li>
                    {t('footer.officePhone')}: <PhoneLink phone={facts.officePhone} />
                  </li>
                  <li>
                    {t('footer.tollFree')}: <PhoneLink phone={facts.tollFreePhone} />
                  </li>
                  {facts.emails.map((email) => (
                    <li key={email}>
                      <EmailLink email={email} />
                    </li>
                  ))}
                </List>
              </Address>
            </div>
          </Columns>
        </GridFrame>
        <Bottom>
          <div>
            {/* Prerendered at build time: the year may have turned since. */}
            <p suppressHydrationWarning>
              {t('footer.copyright', { year: new Date().getFullYear(), name: facts.name })}
            </p>
            <LegalIdentity />
          </div>
          <nav aria-label={t('footer.legal')}>
            <List>
              <li>
                <LocalizedLink to="/privacy">{t('footer.privacy')}</LocalizedLink>
              </li>
              <li>
                <LocalizedLink to="/terms">{t('footer.terms')}</LocalizedLink>
              </li>
            </List>
          </nav>
        </Bottom>
      </Container>
    </Footer>
  );
}
