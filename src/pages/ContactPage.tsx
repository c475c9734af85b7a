import type { ContactPage as ContactDocument } from 'contentlayer/generated';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid, PlainCard } from '../components/cards/CardGrid';
import { CheckList } from '../components/primitives/CheckList';
import { FigureList } from '../components/primitives/FigureList';
import { Glyph } from '../components/primitives/Glyph';
import { Icon } from '../components/primitives/Icon';
import { EmailLink, PhoneLink } from '../components/primitives/LtrLink';
import { MapEmbed } from '../sections/MapEmbed';
import { MoreLink } from '../components/primitives/MoreLink';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { ContactForm } from '../forms/ContactForm';
import { company } from '../content/company';
import { useLocale } from '../i18n/useLocale';
import { cardSurface, stretchedLink, tapTarget } from '../theme/mixins';

/** The form beside the ways to reach us; the details follow the form on narrow screens. */
const FormBand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Office, phones, e-mail and hours, one under another in a card beside the form. */
const Details = styled.aside`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(5)};
    margin: 0;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: 700;
    svg {
      color: ${({ theme }) => theme.color.accentText};
    }
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd a {
    ${tapTarget}
  }
`;

/** A service's card leads to its page: a click anywhere on it follows its link. */
const ServiceCard = styled(PlainCard)`
  position: relative;
`;

const ServiceLink = styled(MoreLink)`
  ${stretchedLink('large')}
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.type.item};
    margin-block-end: ${({ theme }) => theme.space(4)};
  }
`;

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {term}
      </dt>
      {children}
    </div>
  );
}

/**
 * How to reach the company: the form beside office, phones, e-mail and hours (the same facts
 * as the footer) straight under the heading, then what we help with, what to expect and
 * the map.
 */
export function ContactPage({ page }: { page: DocumentData<ContactDocument> }) {
  const { t } = useTranslation();
  const facts = company(useLocale());
  const detailsId = useId();
  return (
    <>
      <PageHeader
        title={page.title}
        summary={page.summary}
        kind="listing"
        image={page.image}
        actions={<FigureList figures={page.highlights} />}
      />
      <Section title={t('forms.contactHeading')} id="form">
        <FormBand>
          <ContactForm />
          <Details aria-labelledby={detailsId}>
            <h3 id={detailsId}>{t('footer.contact')}</h3>
            <dl>
              <Detail icon={<Glyph name="map-pin" size="1.25rem" />} term={t('contact.office')}>
                <dd>{t('footer.address', facts.address)}</dd>
              </Detail>
              <Detail icon={<Glyph name="phone" size="1.25rem" />} term={t('contact.phone')}>
                <dd>
                  {t('footer.officePhone')}: <PhoneLink phone={facts.officePhone} />
                </dd>
                <dd>
                  {t('footer.tollFree')}: <PhoneLink phone={facts.tollFreePhone} />
                </dd>
              </Detail>
              <Detail icon={<Glyph name="mail" size="1.25rem" />} term={t('footer.email')}>
                {facts.emails.map((email) => (
                  <dd key={email}>
                    <EmailLink email={email} />
                  </dd>
                ))}
              </Detail>
              <Detail icon={<Glyph name="clock" size="1.25rem" />} term={t('contact.hours')}>
                <dd>{facts.hours}</dd>
                <dd>{facts.emergencySupport}</dd>
              </Detail>
            </dl>
          </Details>
        </FormBand>
      </Section>
      <Section title={page.showcase.title}>
        <CardGrid minWidth={15}>
          {page.showcase.services.map((service) => (
            <ServiceCard key={service.title}>
              <Icon name={service.icon} size="1.75rem" />
              <h3>{service.title}</h3>
              <CheckList items={service.features} />
              <ServiceLink to={service.href} label={t('pages.learnMore')} name={service.title} />
            </ServiceCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={page.benefits.title}>
        <Columns>
          <div>
            <CheckList items={page.benefits.items} />
          </div>
          <div>
            <h3>{page.whyChoose.title}</h3>
            <CheckList items={page.whyChoose.items} />
          </div>
        </Columns>
      </Section>
      <Section title={page.map.title}>
        <MapEmbed caption={page.map.caption} linkLabel={page.map.linkLabel} />
      </Section>
    </>
  );
}
