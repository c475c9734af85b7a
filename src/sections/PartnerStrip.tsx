import { siGooglecloud, type SimpleIcon } from 'simple-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { company } from '../content/company';
import type { PartnerMark } from '../content/partnerMarks';
import { useLocale } from '../i18n/useLocale';
import { listReset } from '../theme/mixins';

/** Each slug content may name, drawn from simple-icons' own path. */
const marks: Record<PartnerMark, SimpleIcon> = { googlecloud: siGooglecloud };

/** Clips the hairline that a wrapped row's first item carries past the start edge. */
const Strip = styled.div`
  overflow-x: clip;
  h2,
  h3 {
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * Marks and badges sit in rows, a hairline before each, as on a printed letterhead. The
 * list starts one gap and one hairline before the column, so whichever item opens a row
 * (however the row wraps) lines up with the text above and its hairline is clipped.
 */
const Row = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(3)} 0;
  margin-inline-start: calc(-1 * (${({ theme }) => theme.space(4)} + 1px));
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    border-inline-start: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.2;
  }
  svg {
    flex: none;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    fill: currentColor;
  }
`;

/** A name without a mark is set as a word mark: tight, heavy, never in a brand's colour. */
const Name = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text};
  font-weight: 800;
  letter-spacing: -0.01em;
  /* Brand names keep their Latin order inside an Arabic line. */
  unicode-bidi: isolate;
`;

const Standing = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.type.small};
`;

/**
 * The certification badge: the pointed arch of the site's artwork, drawn as a seal, with
 * a tick under its crown. It carries no text, so one drawing serves both languages.
 */
function CertificationSeal() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 22V11.5C4 6.8 8 3.6 12 1.5c4 2.1 8 5.3 8 10V22Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="m8.5 13 2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Mark({ icon }: { icon: SimpleIcon }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}

export interface PartnerStripProps {
  /** The strip's heading level where it stands: 2 in the home hero, 3 inside a section. */
  headingLevel?: 2 | 3;
  /**
   * False where the page explains each certification in a band of its own (the home
   * page's credentials), so a badge would only say it again.
   */
  withCertifications?: boolean;
  className?: string;
}

/**
 * The company's technology partners and its own certifications, from
 * `content/site/company.*.yaml`, in grey: a partner's mark from simple-icons beside its name
 * where the package ships one, its name set in type where not; each certification as a seal.
 */
export function PartnerStrip({
  headingLevel = 2,
  withCertifications = true,
  className,
}: PartnerStripProps) {
  const { t } = useTranslation();
  const { partners, certifications } = company(useLocale());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Strip className={className} data-testid="partner-strip">
      <Heading>{t(withCertifications ? 'partners.label' : 'nav.links.partners')}</Heading>
      <Row>
        {partners.map((partner) => (
          <li key={partner.name}>
            {partner.mark ? <Mark icon={marks[partner.mark]} /> : null}
            <span>
              <Name>{partner.name}</Name>
              <Standing>{partner.standing}</Standing>
            </span>
          </li>
        ))}
        {(withCertifications ? certifications : []).map((certification) => (
          <li key={certification.name}>
            <CertificationSeal />
            <span>
              <Name>{certification.name}</Name>
              <Standing>{certification.scope}</Standing>
            </span>
          </li>
        ))}
      </Row>
    </Strip>
  );
}
