import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, ButtonRow } from './ButtonLink';
import { Container } from './Container';

/** The closing call stands alone in its band, so it is centred. */
const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.color.accentSoft};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.type.section};
`;

const Summary = styled.p`
  max-inline-size: ${({ theme }) => theme.measure('60ch')};
  margin: ${({ theme }) => theme.space(4)} auto ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled(ButtonRow)`
  justify-content: center;
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
        <Actions>
          <ButtonLink to={primary?.href ?? '/contact'}>
            {primary?.label ?? t('pages.ctaPrimary')}
          </ButtonLink>
          {secondary === null ? null : (
            <ButtonLink to={secondary?.href ?? '/case-studies'} $variant="secondary">
              {secondary?.label ?? t('pages.ctaSecondary')}
            </ButtonLink>
          )}
        </Actions>
      </Container>
    </Band>
  );
}
