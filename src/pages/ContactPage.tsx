import type { Page } from 'contentlayer/generated';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmailLink, PhoneLink } from '../components/LtrLink';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import { ContactForm } from '../forms/ContactForm';
import { company } from '../content/company';
import { useLocale } from '../i18n/useLocale';

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    svg {
      color: ${({ theme }) => theme.color.accentText};
    }
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
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

/** How to reach the company: office, phones, e-mail and hours, the same facts as the footer. */
export function ContactPage({ page }: { page: DocumentData<Page> }) {
  const { t } = useTranslation();
  const facts = company(useLocale());
  return (
    <>
      <PageHeader title={page.title} summary={page.summary} />
      <Section title={t('footer.contact')}>
        <Details>
          <Detail icon={<MapPin aria-hidden="true" />} term={t('contact.office')}>
            <dd>{t('footer.address', facts.address)}</dd>
          </Detail>
          <Detail icon={<Phone aria-hidden="true" />} term={t('contact.phone')}>
            <dd>
              {t('footer.officePhone')}: <PhoneLink phone={facts.officePhone} />
            </dd>
            <dd>
              {t('footer.tollFree')}: <PhoneLink phone={facts.tollFreePhone} />
            </dd>
          </Detail>
          <Detail icon={<Mail aria-hidden="true" />} term={t('footer.email')}>
            {facts.emails.map((email) => (
              <dd key={email}>
                <EmailLink email={email} />
              </dd>
            ))}
          </Detail>
          <Detail icon={<Clock aria-hidden="true" />} term={t('contact.hours')}>
            <dd>{facts.hours}</dd>
            <dd>{facts.emergencySupport}</dd>
          </Detail>
        </Details>
      </Section>
      <Section title={t('forms.contactHeading')} id="form" tinted>
        <ContactForm />
      </Section>
    </>
  );
}
