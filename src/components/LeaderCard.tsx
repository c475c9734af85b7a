import type { Leader } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardSurface } from '../theme/mixins';
import type { DocumentData } from '../content/collection';
import { initials } from './initials';
import { TagList } from './TagList';

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  ${cardSurface}
  h3 {
    font-size: 1.2rem;
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** An initials portrait: no stock faces stand in for real people. */
const Portrait = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 5rem;
  block-size: 5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.accentSoft},
    ${({ theme }) => theme.color.surface}
  );
  border: 2px solid ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-size: 1.6rem;
  font-weight: 800;
  white-space: nowrap;
`;

const Role = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

/** A leadership profile: portrait, name, role, bio and three areas of expertise. */
export function LeaderCard({ leader }: { leader: DocumentData<Leader> }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Portrait aria-hidden="true">{initials(leader.name)}</Portrait>
      <h3>{leader.name}</h3>
      <Role>{leader.role}</Role>
      <p>{leader.bio}</p>
      <TagList tags={leader.expertise} label={t('about.expertise')} tone="outline" />
    </Card>
  );
}
