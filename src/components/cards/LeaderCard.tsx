import type { Leader } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import type { DocumentData } from '../../content/documentData';
import { Artwork } from '../primitives/Artwork';
import { TagList } from '../primitives/TagList';

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  ${cardSurface}
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The portraits are illustrations drawn for the site: no stock faces stand in for real people. */
const Portrait = styled(Artwork)`
  inline-size: 6rem;
  border-radius: ${({ theme }) => theme.radius.round};
  img {
    aspect-ratio: 1;
    object-fit: cover;
  }
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
      <Portrait image={leader.portrait} slot="portrait" backdrop={false} />
      <h3>{leader.name}</h3>
      <Role>{leader.role}</Role>
      <p>{leader.bio}</p>
      <TagList tags={leader.expertise} label={t('about.expertise')} tone="neutral" />
    </Card>
  );
}
