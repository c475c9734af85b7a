import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, ButtonRow } from './ButtonLink';
import { Container } from './Container';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.color.accentSoft};
`;

const Title = styled.h2`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
`;

const Summary = styled.p`
  max-inline-size: 60ch;
  margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Action {
  label: string;
  href: string;
}

export interface CallToActionProps {
  title?: string;
  summary?: string;
  primary?: Action;
  /** `null` leaves the band with its one primary action. */
  secondary?: Action | null;
}

/** The closing band of inner pages: talk to us, or see what we have done. */
export function CallToAction({ title, summary, primary, secondary }: CallToActionProps) {
  const { t } = useTranslation();
  return (
    <Band aria-labelledby="call-to-action-title">
      <Container>
        <Title id="call-to-action-title">{title ?? t('pages.ctaTitle')}</Title>
        <Summary>{summary ?? t('pages.ctaSummary')}</Summary>
        <ButtonRow>
          <ButtonLink to={primary?.href ?? '/contact'}>
            {primary?.label ?? t('pages.ctaPrimary')}
          </ButtonLink>
          {secondary === null ? null : (
            <ButtonLink to={secondary?.href ?? '/case-studies'} $variant="secondary">
              {secondary?.label ?? t('pages.ctaSecondary')}
            </ButtonLink>
          )}
        </ButtonRow>
      </Container>
    </Band>
  );
}
