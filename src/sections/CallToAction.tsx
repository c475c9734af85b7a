import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, ButtonRow } from '../components/primitives/ButtonLink';
import { Container } from '../components/primitives/Container';
import { LocalizedLink } from '../components/primitives/LocalizedLink';
import type { LinkAction } from '../content/schema/fields';

/** The closing call stands alone in its band, so it is centred. */
const Band = styled.section`
  padding-block: ${({ theme }) => theme.layout.bandSpace};
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

/** A listing's close is one line: it has shown its cards, so it only offers the next step. */
const Row = styled.section`
  padding-block: ${({ theme }) => theme.space(8)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

const RowLayout = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

const RowTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.subsection};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Beside the row's button the other way on reads as a link, so the button stays the one call. */
const QuietLink = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 3rem;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

/** A band after a page's story; a slim row under a listing's cards. */
export type CallToActionKind = 'band' | 'row';

export interface CallToActionProps {
  title?: string;
  summary?: string;
  primary?: LinkAction;
  /** `null` leaves the close with its one primary action. */
  secondary?: LinkAction | null;
  kind?: CallToActionKind;
}

/** The closing call of inner pages: talk to us, or see what we have done. */
export function CallToAction({
  title,
  summary,
  primary,
  secondary,
  kind = 'band',
}: CallToActionProps) {
  const { t } = useTranslation();
  const heading = title ?? t('pages.ctaTitle');
  const primaryAction = (
    <ButtonLink to={primary?.href ?? '/contact'}>
      {primary?.label ?? t('nav.consultation')}
    </ButtonLink>
  );
  const secondaryAction =
    secondary === null
      ? null
      : {
          href: secondary?.href ?? '/case-studies',
          label: secondary?.label ?? t('pages.ctaSecondary'),
        };
  if (kind === 'row') {
    return (
      <Row aria-labelledby="call-to-action-title">
        <RowLayout>
          <RowTitle id="call-to-action-title">{heading}</RowTitle>
          <RowActions>
            {secondaryAction ? (
              <QuietLink to={secondaryAction.href}>{secondaryAction.label}</QuietLink>
            ) : null}
            {primaryAction}
          </RowActions>
        </RowLayout>
      </Row>
    );
  }
  return (
    <Band aria-labelledby="call-to-action-title">
      <Container>
        <Title id="call-to-action-title">{heading}</Title>
        <Summary>{summary ?? t('pages.ctaSummary')}</Summary>
        <Actions>
          {primaryAction}
          {secondaryAction ? (
            <ButtonLink to={secondaryAction.href} $variant="secondary">
              {secondaryAction.label}
            </ButtonLink>
          ) : null}
        </Actions>
      </Container>
    </Band>
  );
}
